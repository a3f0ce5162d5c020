/** Secure Target markers (L2977-2982): each more than 12" from its owner's deployment zone and more than 24" from any other. */
import type { Explainer } from '../../../core/explain.js';
import { pointer } from '../../../core/errors.js';
import { dist, type Vec } from '../../../core/table/vec.js';
import { R } from '../rules.js';
import { r3 } from './placement.js';
import type { MarkersAnswer } from './types.js';
import { pointToZone, type Side, type Zone } from './zone.js';

// Secure Target: more than 12" from the placer's deployment zone, more than 24" from any other marker: 004_1ae45c4b93e4399d.txt L2977-2982
export function checkMarkers(markers: ReadonlyArray<{ side: Side; at: Vec }>, zones: Record<Side, Zone>, ex: Explainer): MarkersAnswer {
  const answer: MarkersAnswer = { valid: true, violations: [], distances: [] };
  const cite = R.secureTarget.cite;
  markers.forEach((m, i) => {
    const toZone = pointToZone(zones[m.side], m.at);
    const others = markers.filter((_, j) => j !== i).map((o) => dist(o.at, m.at));
    const toOther = others.length ? Math.min(...others) : null;
    answer.distances.push({ side: m.side, toOwnZone: r3(toZone), toOtherMarker: toOther === null ? null : r3(toOther) });
    const at = pointer('markers', i, 'at');
    if (toZone <= 12 + 1e-9) answer.violations.push({ code: 'MARKER_TOO_CLOSE_TO_ZONE', side: m.side, path: at, message: `side ${m.side}'s marker is ${r3(toZone)}" from its own deployment zone; it goes more than 12" from it`, cite });
    // the later marker is the one placed too close to an earlier one
    const earlier = markers.slice(0, i).map((o) => dist(o.at, m.at));
    if (earlier.length && Math.min(...earlier) <= 24 + 1e-9) answer.violations.push({ code: 'MARKERS_TOO_CLOSE', side: m.side, path: at, message: `side ${m.side}'s marker is ${r3(Math.min(...earlier))}" from the other marker; markers go more than 24" apart`, cite });
  });
  answer.valid = answer.violations.length === 0;
  ex.add(R.secureTarget, `${markers.length} marker(s): ${answer.distances.map((d) => `side ${d.side} ${d.toOwnZone}" from its own zone${d.toOtherMarker === null ? '' : `, ${d.toOtherMarker}" from the other marker`}`).join('; ')}: ${answer.valid ? 'placed legally' : answer.violations.map((v) => v.code).join(', ')}`);
  return answer;
}
