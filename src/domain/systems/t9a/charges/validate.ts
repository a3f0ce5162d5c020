/** Bad charge requests: 400 for invalid or unknown fields, 422 for positions no table can hold. */
import { IssueCollector, pointer } from '../../../core/errors.js';
import { polygonsOverlap } from '../../../core/table/intersect.js';
import { footprintPolygon } from '../../../core/table/shapes.js';
import { offTableBy } from '../../../core/table/table.js';
import { MISSILE_WEAPONS, TERRAIN_TYPE_IDS, TROOP_TYPES } from '../catalogue.js';
import { RULE_IDS } from '../units.js';
import { fp, type ChargeRequest } from './types.js';

export function validate(req: ChargeRequest) {
  const bad = new IssueCollector();
  const ids = new Set<string>();
  req.units.forEach((u, i) => {
    if (ids.has(u.id)) bad.add(pointer('units', i, 'id'), 'duplicate', `unit id "${u.id}" appears twice`);
    ids.add(u.id);
    if (!(u.width > 0 && u.depth > 0)) bad.add(pointer('units', i), 'range', 'width and depth are positive, inches');
    if (!Number.isInteger(u.M) || u.M < 0 || u.M > 10) bad.add(pointer('units', i, 'M'), 'range', 'M is an integer from 0 to 10');
    if (u.troopType && !TROOP_TYPES.includes(u.troopType)) bad.add(pointer('units', i, 'troopType'), 'enum', 'unknown troop type');
    (u.rules ?? []).forEach((r, k) => { if (!RULE_IDS.has(r.id)) bad.add(pointer('units', i, 'rules', k, 'id'), 'unknown_rule', `unknown special rule "${r.id}"`); });
    if (u.missileWeapon && !(u.missileWeapon in MISSILE_WEAPONS)) bad.add(pointer('units', i, 'missileWeapon'), 'unknown_weapon', 'unknown missile weapon');
    // models per rank, models, base width (L744-765): whole numbers of models, bases no wider than the unit
    if (u.files !== undefined && !(Number.isInteger(u.files) && u.files >= 1 && u.files <= 100)) bad.add(pointer('units', i, 'files'), 'range', 'files (models per rank) is an integer from 1 to 100');
    if (u.models !== undefined && !(Number.isInteger(u.models) && u.models >= 1 && u.models <= 1000)) bad.add(pointer('units', i, 'models'), 'range', 'models is an integer from 1 to 1000');
    else if (u.models !== undefined && u.files !== undefined && Number.isInteger(u.files) && u.models < u.files) bad.add(pointer('units', i, 'models'), 'range', `${u.models} models cannot fill a front rank of ${u.files} files`);
    if (u.baseWidth !== undefined && !(u.baseWidth > 0)) bad.add(pointer('units', i, 'baseWidth'), 'range', 'baseWidth is positive, inches');
    else if (u.baseWidth !== undefined && u.baseWidth > u.width + 1e-6) bad.add(pointer('units', i, 'baseWidth'), 'range', `a base (${u.baseWidth}") is no wider than its unit (${u.width}")`);
  });
  (req.terrain ?? []).forEach((t, i) => {
    if (!TERRAIN_TYPE_IDS.includes(t.type)) bad.add(pointer('terrain', i, 'type'), 'enum', `type is one of ${TERRAIN_TYPE_IDS.join(', ')}`);
    if (t.polygon.length < 3) bad.add(pointer('terrain', i, 'polygon'), 'length', 'a polygon has at least 3 points');
  });
  if ((req.chargerId === undefined) === (req.chargerIds === undefined)) bad.add('/chargerId', 'one_of', 'give chargerId (one charger) or chargerIds (several on one target)');
  if (req.chargerIds !== undefined && (req.chargerIds.length < 2 || req.chargerIds.length > 6)) bad.add('/chargerIds', 'length', 'two to six chargers');
  if (req.chargerIds !== undefined && req.redirect) bad.add('/redirect', 'not_applicable', 'a redirect is checked for one charger (chargerId)');
  const ci = req.units.findIndex((u) => u.id === (req.chargerId ?? req.chargerIds?.[0]));
  const ti = req.units.findIndex((u) => u.id === req.targetId);
  if (req.chargerId !== undefined && ci < 0) bad.add('/chargerId', 'unknown_unit', `no unit "${req.chargerId}"`);
  (req.chargerIds ?? []).forEach((id, k) => {
    if (!req.units.some((u) => u.id === id)) bad.add(pointer('chargerIds', k), 'unknown_unit', `no unit "${id}"`);
    else if (req.chargerIds!.indexOf(id) !== k) bad.add(pointer('chargerIds', k), 'duplicate', `"${id}" charges once`);
  });
  if (ti < 0) bad.add('/targetId', 'unknown_unit', `no unit "${req.targetId}"`);
  if (req.redirect && !req.units.some((u) => u.id === req.redirect!.newTargetId)) bad.add('/redirect/newTargetId', 'unknown_unit', `no unit "${req.redirect.newTargetId}"`);
  const ca = req.redirect?.completeAgainst;
  if (ca !== undefined && !req.redirect!.newTargetFled) bad.add('/redirect/completeAgainst', 'not_applicable', 'a choice between two fleeing units needs newTargetFled (L867-869)');
  else if (ca !== undefined && ca !== req.targetId && ca !== req.redirect!.newTargetId) bad.add('/redirect/completeAgainst', 'one_of', `"${req.targetId}" (the unit that fled first) or "${req.redirect!.newTargetId}" (the new target)`);
  bad.throwIfAny(bad.issues.some((i) => i.code.startsWith('unknown')) ? 'unknown_reference' : 'invalid_input', 'Invalid charge request');
  // Impossible geometry (422): units overlapping each other, or off the table
  const board = req.board ?? { width: 72, depth: 48 };
  const geo = new IssueCollector();
  req.units.forEach((u, i) => {
    // the front rank is `files` bases side by side: the frontage must be a whole number of bases (2 % of a base)
    if (u.baseWidth !== undefined && u.baseWidth > 0 && u.baseWidth <= u.width + 1e-6) {
      const files = u.files ?? Math.round(u.width / u.baseWidth);
      if (Math.abs(files * u.baseWidth - u.width) > 0.02 * u.baseWidth) geo.add(pointer('units', i, 'baseWidth'), 'frontage', `${files} bases of ${u.baseWidth}" do not make the unit's ${u.width}" frontage`);
    }
    if (offTableBy(board, footprintPolygon(fp(u))) > 1e-6) geo.add(pointer('units', i, 'centre'), 'off_table', `unit "${u.id}" is not wholly on the ${board.width}"×${board.depth}" table`);
    for (let j = 0; j < i; j++) if (polygonsOverlap(footprintPolygon(fp(req.units[j])), footprintPolygon(fp(u)))) geo.add(pointer('units', i, 'centre'), 'overlap', `unit "${u.id}" overlaps unit "${req.units[j].id}"`);
    (req.terrain ?? []).forEach((t) => { if ((t.type === 'impassable' || (t.type === 'building' && !u.inBuilding)) && polygonsOverlap(t.polygon, footprintPolygon(fp(u)))) geo.add(pointer('units', i, 'centre'), 'in_impassable', `unit "${u.id}" stands in ${t.type} terrain`); });
  });
  const nf = req.redirect?.newTargetFled;
  if (nf) {
    const other = req.units.find((u) => u.id === req.redirect!.newTargetId)!;
    const poly = footprintPolygon(fp({ ...other, centre: nf.centre, facing: nf.facing }));
    if (offTableBy(board, poly) > 1e-6) geo.add('/redirect/newTargetFled/centre', 'off_table', `unit "${other.id}" would end its flee move off the table: it is destroyed, not a target`);
    req.units.forEach((u) => { if (u !== other && polygonsOverlap(footprintPolygon(fp(u)), poly)) geo.add('/redirect/newTargetFled/centre', 'overlap', `unit "${other.id}" where it fled overlaps unit "${u.id}"`); });
  }
  geo.throwIfAny('impossible_state', 'Impossible positions');
  return { charger: req.units[ci], target: req.units[ti], board };
}
