import { withIdleSystem } from '../fixtures/toy-system.js';
import { createTestApp, truncateGames, type TestApp } from '../helpers/app.js';

/** API.md §8 through the API: players, Swiss rounds, results scored by the system, standings, the log. */

let t: TestApp;
let a: { authorization: string };
let b: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({}, { catalog: withIdleSystem() });
  await truncateGames(t.db);
  a = { authorization: `Bearer ${await t.newKey('organiser A')}` };
  b = { authorization: `Bearer ${await t.newKey('B')}` };
});
afterAll(async () => {
  await t.close();
});

/** A small deterministic PRNG for the test's own results. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function tournament(body: Record<string, unknown>, auth = a) {
  return (await t.http.post('/v1/tournaments').set(auth).send({ name: 'Open', rounds: 3, ...body }).expect(201)).body;
}

async function addPlayers(id: string, n: number, auth = a) {
  for (let i = 0; i < n; i++) await t.http.post(`/v1/tournaments/${id}/players`).set(auth).send({ name: `P${i + 1}` }).expect(201);
}

const kowResult = (ka: number, kb: number) => ({ pointsLimit: 2000, players: [{ name: 'A', routedEnemies: [{ pts: ka }] }, { name: 'B', routedEnemies: [{ pts: kb }] }] });

describe('scoring presets (GET /v1/{system})', () => {
  it('kow and agot list their own table besides win/draw/loss; a system without scoring only win/draw/loss', async () => {
    const kow = (await t.http.get('/v1/kow').expect(200)).body.scoringPresets;
    expect(kow.map((p: { id: string }) => p.id)).toEqual(['win-draw-loss', 'kow-kill-points']);
    expect(kow[0]).toMatchObject({ win: 3, draw: 1, loss: 0, tieBreakers: ['strengthOfSchedule', 'scoreDifference'], resultBody: 'scenarios/score' });
    expect((await t.http.get('/v1/agot').expect(200)).body.scoringPresets.map((p: { id: string }) => p.id)).toEqual(['win-draw-loss', 'agot-castles']);
    // The 9th Age is served: its 10–0 battle points are a preset. ASOIAF scores its own games; a system without scoring: win/draw/loss on figures.
    const t9a = (await t.http.get('/v1/t9a').expect(200)).body.scoringPresets;
    expect(t9a.map((p: { id: string; resultBody: string }) => [p.id, p.resultBody])).toEqual([['win-draw-loss', 'scenarios/score'], ['t9a-battle-points', 'scenarios/score']]);
    const asoiaf = (await t.http.get('/v1/asoiaf').expect(200)).body.scoringPresets;
    expect(asoiaf).toEqual([expect.objectContaining({ id: 'win-draw-loss', resultBody: 'scenarios/score' })]);
    const idle = (await t.http.get('/v1/idle').expect(200)).body.scoringPresets;
    expect(idle).toEqual([expect.objectContaining({ id: 'win-draw-loss', resultBody: 'figures' })]);
  });
});

describe('tournaments (API.md §8)', () => {
  it('a 16-player, 5-round Swiss tournament: no rematch, no bye, standings equal an independent recomputation', async () => {
    const tour = await tournament({ system: 'kow', scoring: { preset: 'kow-kill-points' }, rounds: 5, seed: 'swiss-16' });
    expect(tour).toMatchObject({ status: 'registration', scoring: { preset: 'kow-kill-points', win: 3, draw: 1, loss: 0 }, seed: 'swiss-16' });
    await addPlayers(tour.id, 16);
    const rnd = prng(16);
    const posted: Array<{ a: number; b: number; ka: number; kb: number }> = [];
    const met = new Set<string>();
    for (let r = 1; r <= 5; r++) {
      const round = (await t.http.post(`/v1/tournaments/${tour.id}/rounds`).set(a).expect(201)).body;
      expect(round.round).toBe(r);
      expect(round.tables).toHaveLength(8);
      expect(round.tables.every((x: { b: number | null }) => x.b !== null)).toBe(true);
      const seated = round.tables.flatMap((x: { a: number; b: number }) => [x.a, x.b]).sort((p: number, q: number) => p - q);
      expect(seated).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
      for (const x of round.tables) {
        const pair = [x.a, x.b].sort((p, q) => p - q).join('-');
        expect(met.has(pair)).toBe(false);
        met.add(pair);
        const ka = Math.floor(rnd() * 20) * 100;
        const kb = Math.floor(rnd() * 20) * 100;
        const res = await t.http.put(`/v1/tournaments/${tour.id}/rounds/${r}/tables/${x.table}/result`).set(a).send(kowResult(ka, kb)).expect(200);
        expect(res.headers.etag).toBe('"1"');
        posted.push({ a: x.a, b: x.b, ka, kb });
      }
    }
    await t.http.post(`/v1/tournaments/${tour.id}/rounds`).set(a).expect(409);
    expect((await t.http.get(`/v1/tournaments/${tour.id}`).set(a).expect(200)).body.status).toBe('finished');

    // Independent recomputation: KoW win by 10 % of 2000, 3/1/0, then kill-point difference, SoS, kill points.
    const pts = new Map<number, number>();
    const diff = new Map<number, number>();
    const kills = new Map<number, number>();
    const opps = new Map<number, number[]>();
    for (let i = 1; i <= 16; i++) [pts, diff, kills].forEach((m) => m.set(i, 0)), opps.set(i, []);
    for (const g of posted) {
      const [pa, pb] = Math.abs(g.ka - g.kb) >= 200 ? (g.ka > g.kb ? [3, 0] : [0, 3]) : [1, 1];
      pts.set(g.a, pts.get(g.a)! + pa);
      pts.set(g.b, pts.get(g.b)! + pb);
      diff.set(g.a, diff.get(g.a)! + g.ka - g.kb);
      diff.set(g.b, diff.get(g.b)! + g.kb - g.ka);
      kills.set(g.a, kills.get(g.a)! + g.ka);
      kills.set(g.b, kills.get(g.b)! + g.kb);
      opps.get(g.a)!.push(g.b);
      opps.get(g.b)!.push(g.a);
    }
    const sos = (p: number) => opps.get(p)!.reduce((s, o) => s + pts.get(o)!, 0);
    const expected = Array.from({ length: 16 }, (_, i) => i + 1)
      .sort((p, q) => pts.get(q)! - pts.get(p)! || diff.get(q)! - diff.get(p)! || sos(q) - sos(p) || kills.get(q)! - kills.get(p)! || p - q)
      .map((p) => ({ playerId: p, points: pts.get(p)!, tieBreakers: [diff.get(p)!, sos(p), kills.get(p)!] }));
    const st = (await t.http.get(`/v1/tournaments/${tour.id}/standings`).set(a).expect(200)).body;
    expect(st.tieBreakers).toEqual(['scoreDifference', 'strengthOfSchedule', 'scoreFor']);
    expect(
      st.standings.map((s: { playerId: number; points: number; tieBreakers: Array<{ value: number }> }) => ({ playerId: s.playerId, points: s.points, tieBreakers: s.tieBreakers.map((x) => x.value) })),
    ).toEqual(expected);
    expect(st.standings[0].rank).toBe(1);
  });

  it('an odd field: one bye per round, never twice to one player, to the lowest-ranked without one', async () => {
    const tour = await tournament({ system: 'idle', scoring: { preset: 'win-draw-loss', win: 2, draw: 1, loss: 0 }, rounds: 5, seed: 'odd' });
    await addPlayers(tour.id, 5);
    const byes: number[] = [];
    const rnd = prng(5);
    for (let r = 1; r <= 5; r++) {
      const before = (await t.http.get(`/v1/tournaments/${tour.id}/standings`).set(a).expect(200)).body.standings;
      const round = (await t.http.post(`/v1/tournaments/${tour.id}/rounds`).set(a).expect(201)).body;
      const bye = round.tables.filter((x: { b: number | null }) => x.b === null);
      expect(bye).toHaveLength(1);
      if (r > 1) {
        const lowestWithout = [...before].reverse().find((s: { byes: number }) => s.byes === 0);
        expect(lowestWithout.playerId).toBe(bye[0].a);
      }
      byes.push(bye[0].a);
      await t.http.put(`/v1/tournaments/${tour.id}/rounds/${r}/tables/${bye[0].table}/result`).set(a).send({ winner: 'a', scoreA: 1, scoreB: 0 }).expect(409);
      for (const x of round.tables.filter((y: { b: number | null }) => y.b !== null)) {
        const sa = Math.floor(rnd() * 21);
        await t.http.put(`/v1/tournaments/${tour.id}/rounds/${r}/tables/${x.table}/result`).set(a).send({ winner: sa > 10 ? 'a' : sa < 10 ? 'b' : 'draw', scoreA: sa, scoreB: 20 - sa }).expect(200);
      }
    }
    expect(new Set(byes).size).toBe(5);
    const st = (await t.http.get(`/v1/tournaments/${tour.id}/standings`).set(a).expect(200)).body.standings;
    for (const s of st) expect(s.byes).toBe(1);
    expect(st.reduce((sum: number, s: { points: number }) => sum + s.points, 0)).toBe(5 * 2 + 10 * 2);
  });

  it('50 concurrent posts with one Idempotency-Key → one write; 20 concurrent corrections with one If-Match → one wins, 19 × 412', async () => {
    const tour = await tournament({ system: 'kow', scoring: { preset: 'win-draw-loss' }, seed: 'conc' });
    await addPlayers(tour.id, 4);
    await t.http.post(`/v1/tournaments/${tour.id}/rounds`).set(a).expect(201);
    const url = `/v1/tournaments/${tour.id}/rounds/1/tables/1/result`;
    const posts = await Promise.all(Array.from({ length: 50 }, () => t.http.put(url).set(a).set('idempotency-key', 'table-1-once').send(kowResult(900, 100))));
    expect(posts.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(posts.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    for (const r of posts) expect(r.body).toEqual(posts[0].body);
    const events1 = (await t.http.get(`/v1/tournaments/${tour.id}/events`).set(a).expect(200)).body.events;
    expect(events1.filter((e: { kind: string }) => e.kind === 'result_posted')).toHaveLength(1);
    // A second post without If-Match is refused; a correction needs the ETag.
    const again = await t.http.put(url).set(a).send(kowResult(100, 900)).expect(412);
    expect(again.body).toMatchObject({ code: 'precondition_failed', currentVersion: 1 });
    const fixes = await Promise.all(Array.from({ length: 20 }, (_, i) => t.http.put(url).set(a).set('if-match', '"1"').send(kowResult(100 * i, 0))));
    const statuses = fixes.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(19);
    const winner = fixes.find((r) => r.status === 200)!;
    expect(winner.headers.etag).toBe('"2"');
    const got = (await t.http.get(`/v1/tournaments/${tour.id}`).set(a).expect(200)).body;
    expect(got.pairings[0].tables[0]).toMatchObject({ resultVersion: 2, result: winner.body.result });
    const log = (await t.http.get(`/v1/tournaments/${tour.id}/events?limit=1000`).set(a).expect(200)).body.events;
    expect(log.map((e: { seq: number }) => e.seq)).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
    expect(log.map((e: { kind: string }) => e.kind)).toEqual(['tournament_created', 'player_added', 'player_added', 'player_added', 'player_added', 'round_paired', 'result_posted', 'result_corrected']);
    expect(got.eventCount).toBe(log.length);
    const tail = (await t.http.get(`/v1/tournaments/${tour.id}/events?after=6`).set(a).expect(200)).body.events;
    expect(tail.map((e: { seq: number }) => e.seq)).toEqual([7, 8]);
  });

  it('unpaired table → 409; impossible score → 422; malformed → 400; nothing half-written', async () => {
    const tour = await tournament({ system: 'kow', scoring: { preset: 'kow-kill-points' }, seed: 'bad' });
    await addPlayers(tour.id, 4);
    await t.http.put(`/v1/tournaments/${tour.id}/rounds/1/tables/1/result`).set(a).send(kowResult(900, 100)).expect(409);
    await t.http.post(`/v1/tournaments/${tour.id}/rounds`).set(a).expect(201);
    const r2 = await t.http.put(`/v1/tournaments/${tour.id}/rounds/2/tables/1/result`).set(a).send(kowResult(900, 100)).expect(409);
    expect(r2.body.code).toBe('conflict');
    await t.http.put(`/v1/tournaments/${tour.id}/rounds/1/tables/9/result`).set(a).send(kowResult(900, 100)).expect(409);
    const impossible = await t.http.put(`/v1/tournaments/${tour.id}/rounds/1/tables/1/result`).set(a).send(kowResult(2500, 100)).expect(422);
    expect(impossible.body).toMatchObject({ code: 'impossible_state', errors: [{ path: '/players/0/routedEnemies', code: 'impossible_score' }] });
    await t.http.put(`/v1/tournaments/${tour.id}/rounds/1/tables/1/result`).set(a).send({ pointsLimit: 2000, players: [] }).expect(400);
    await t.http.put(`/v1/tournaments/${tour.id}/rounds/x/tables/1/result`).set(a).send(kowResult(900, 100)).expect(400);
    // Pairing round 2 before round 1's results are in is a conflict.
    await t.http.post(`/v1/tournaments/${tour.id}/rounds`).set(a).expect(409);
    const got = (await t.http.get(`/v1/tournaments/${tour.id}`).set(a).expect(200)).body;
    expect(got.pairings[0].tables.every((x: { result: unknown }) => x.result === null)).toBe(true);
    // Registration closes once round 1 is paired.
    await t.http.post(`/v1/tournaments/${tour.id}/players`).set(a).send({ name: 'Late' }).expect(409);

    const plain = await tournament({ system: 'idle', scoring: { preset: 'win-draw-loss' } });
    await addPlayers(plain.id, 2);
    await t.http.post(`/v1/tournaments/${plain.id}/rounds`).set(a).expect(201);
    const contradiction = await t.http.put(`/v1/tournaments/${plain.id}/rounds/1/tables/1/result`).set(a).send({ winner: 'a', scoreA: 3, scoreB: 17 }).expect(422);
    expect(contradiction.body.errors[0].path).toBe('/winner');
    const wrong = await t.http.put(`/v1/tournaments/${plain.id}/rounds/1/tables/1/result`).set(a).send({ winner: 'c', scoreA: -1 }).expect(400);
    expect(wrong.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/scoreA', '/scoreB', '/winner']);
  });

  it('agot-castles: scored by A Game of Thrones scoring, houses[0] the first player; a game not over is a 422', async () => {
    const tour = await tournament({ system: 'agot', scoring: { preset: 'agot-castles' }, rounds: 1, seed: 'agot' });
    await addPlayers(tour.id, 2);
    await t.http.post(`/v1/tournaments/${tour.id}/rounds`).set(a).expect(201);
    const houses = [
      { house: 'lannister', controlledAreas: ['lannisport', 'harrenhal'], supply: 2, availablePower: 2, ironThrone: 1 },
      { house: 'stark', controlledAreas: ['winterfell', 'moat-cailin'], supply: 3, availablePower: 2, ironThrone: 2 },
      { house: 'baratheon', controlledAreas: ['dragonstone'], supply: 2, availablePower: 7, ironThrone: 3 },
    ];
    const url = `/v1/tournaments/${tour.id}/rounds/1/tables/1/result`;
    const early = await t.http.put(url).set(a).send({ round: 5, roundComplete: false, houses }).expect(422);
    expect(early.body.code).toBe('impossible_state');
    // Two castle areas each, one stronghold each: the Supply track decides for Stark (the second player).
    const res = await t.http.put(url).set(a).send({ round: 10, roundComplete: true, houses }).expect(200);
    expect(res.body.outcome).toEqual({ winner: 'b', scoreA: 2, scoreB: 2, pointsA: 0, pointsB: 3 });
    const st = (await t.http.get(`/v1/tournaments/${tour.id}/standings`).set(a).expect(200)).body;
    expect(st.tieBreakers).toEqual(['scoreFor', 'strengthOfSchedule', 'scoreDifference']);
  });

  it('t9a-battle-points: the 10–0 battle points are the tournament points (004 L3003-3039); the body must ask for them', async () => {
    const tour = await tournament({ system: 't9a', scoring: { preset: 't9a-battle-points' }, rounds: 1, seed: 't9a' });
    await addPlayers(tour.id, 2);
    await t.http.post(`/v1/tournaments/${tour.id}/rounds`).set(a).expect(201);
    const url = `/v1/tournaments/${tour.id}/rounds/1/tables/1/result`;
    // B lost a 700-point unit, A a 200-point one: 500 VP of 2000 is 25 %, so 6–4 to A.
    const armies = { A: [{ name: 'Knights', points: 200, status: 'dead' }], B: [{ name: 'Dragon', points: 700, status: 'dead' }] };
    const margin = await t.http.put(url).set(a).send({ gameSize: 2000, armies }).expect(422);
    expect(margin.body.errors[0].path).toBe('/method');
    const res = await t.http.put(url).set(a).send({ gameSize: 2000, method: 'battlePoints', armies }).expect(200);
    expect(res.body.outcome).toEqual({ winner: 'a', scoreA: 700, scoreB: 200, battlePoints: { a: 6, b: 4 }, pointsA: 6, pointsB: 4 });
    const st = (await t.http.get(`/v1/tournaments/${tour.id}/standings`).set(a).expect(200)).body;
    expect(st.standings.map((s: { points: number }) => s.points)).toEqual([6, 4]);
  });

  it('bad create bodies are listed field by field; unknown preset, system and rules version', async () => {
    const res = await t.http.post('/v1/tournaments').set(a).send({ system: 'kow', name: '', scoring: { preset: 'chess-elo', win: -1 }, rounds: 0, surplus: 1 }).expect(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/name', '/rounds', '/scoring/preset', '/scoring/win', '/surplus']);
    const preset = await t.http.post('/v1/tournaments').set(a).send({ system: 'kow', name: 'n', scoring: { preset: 'chess-elo' }, rounds: 3 }).expect(400);
    expect(preset.body.errors).toEqual([expect.objectContaining({ path: '/scoring/preset', code: 'enum' })]);
    await t.http.post('/v1/tournaments').set(a).send({ system: 't9a', name: 'n', scoring: { preset: 'kow-kill-points' }, rounds: 3 }).expect(400);
    await t.http.post('/v1/tournaments').set(a).send({ system: 'asoiaf', name: 'n', scoring: { preset: 't9a-battle-points' }, rounds: 3 }).expect(400);
    await t.http.post('/v1/tournaments').set(a).send({ system: 'chess', name: 'n', scoring: { preset: 'win-draw-loss' }, rounds: 3 }).expect(400);
    await t.http.post('/v1/tournaments').set(a).send({ system: 'kow', rulesVersion: 'kow-1e', name: 'n', scoring: { preset: 'win-draw-loss' }, rounds: 3 }).expect(400);
    await t.http.post('/v1/tournaments').send({ system: 'kow', name: 'n', scoring: { preset: 'win-draw-loss' }, rounds: 3 }).expect(401);
  });

  it("an army is validated by the system's armies/validate: a failing list is a 422 naming its violations", async () => {
    const tour = await tournament({ system: 'kow', scoring: { preset: 'win-draw-loss' } });
    const unit = { type: 'Inf', size: 'Troop', sp: 5, me: 4, ra: 4, de: 4, att: 10, ne: { waver: 14, rout: 16 }, pts: 100, specialRules: [] };
    const bad = await t.http
      .post(`/v1/tournaments/${tour.id}/players`)
      .set(a)
      .send({ name: 'Ana', army: { pointsLimit: 2000, contingents: [{ armyList: 'Elves', alignment: 'Good', units: [{ unit }] }] } })
      .expect(422);
    expect(bad.body.violations[0].code).toBe('TROOP_ALLOWANCE_EXCEEDED');
    expect(bad.body.errors[0]).toMatchObject({ path: '/army/contingents/0/units/0', code: 'TROOP_ALLOWANCE_EXCEEDED' });
    const malformed = await t.http.post(`/v1/tournaments/${tour.id}/players`).set(a).send({ name: 'Bo', army: { pointsLimit: -5 } }).expect(400);
    expect(malformed.body.errors[0].path).toMatch(/^\/army\//);
    expect((await t.http.get(`/v1/tournaments/${tour.id}`).set(a).expect(200)).body.players).toEqual([]);
  });

  it("a violation's pointer is the system's own (The 9th Age names its units, so the pointer comes from the violation's path)", async () => {
    const tour = await tournament({ system: 't9a', scoring: { preset: 'win-draw-loss' } });
    const lord = { name: 'Lord', category: 'lord', points: 400, ld: 9, general: true };
    const core = (i: number) => ({ name: `Spearmen ${i}`, entry: 'Spearmen', category: 'core', points: 250 });
    const bad = await t.http
      .post(`/v1/tournaments/${tour.id}/players`)
      .set(a)
      .send({ name: 'Ana', army: { gameSize: 2000, units: [lord, core(0), core(1), { name: 'Rare', category: 'rare', points: 1100 }] } })
      .expect(422);
    const paths = bad.body.errors.map((e: { path: string }) => e.path);
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) expect(p).toMatch(/^\/army(\/|$)/);
    expect(paths).not.toContain('/armyRare');
  });

  it('asoiaf: scored by its own scoring, players[0] the first player; a game not over is a 422; an army list is checked with pointers', async () => {
    const tour = await tournament({ system: 'asoiaf', scoring: { preset: 'win-draw-loss' }, rounds: 1, seed: 'asoiaf' });
    const bad = await t.http.post(`/v1/tournaments/${tour.id}/players`).set(a).send({ name: 'Cat', army: { gameSize: 30, faction: 'stark', units: [{ name: 'Sworn Swords', faction: 'stark', points: 6 }, { catalogueId: 'lannister-guardsmen', points: 6 }] } }).expect(422);
    expect(bad.body.errors.map((e: { path: string; code: string }) => [e.code, e.path])).toEqual([['FACTION_MISMATCH', '/army/units/1'], ['COMMANDER_MISSING', '/army/units']]);
    await addPlayers(tour.id, 2);
    await t.http.post(`/v1/tournaments/${tour.id}/rounds`).set(a).expect(201);
    const game = (rounds: unknown[]) => ({ gameMode: 'gameOfThrones', gameSize: 30, players: [{ name: 'P1' }, { name: 'P2' }], rounds });
    const going = await t.http.put(`/v1/tournaments/${tour.id}/rounds/1/tables/1/result`).set(a).send(game([{ destroyed: [{ owner: 0 }] }])).expect(422);
    expect(going.body.errors[0]).toMatchObject({ path: '/rounds', code: 'impossible_score' });
    const kills = (n: number, owner: number) => Array.from({ length: n }, () => ({ owner }));
    const res = await t.http.put(`/v1/tournaments/${tour.id}/rounds/1/tables/1/result`).set(a).send(game([{ destroyed: [...kills(3, 1), ...kills(8, 0)] }])).expect(200);
    expect(res.body.outcome).toMatchObject({ winner: 'b', scoreA: 3, scoreB: 8, pointsA: 0, pointsB: 3 });
  });

  it("ownership: B gets 404 for A's private tournament, 403 writing A's public one", async () => {
    const priv = await tournament({ system: 'idle', scoring: { preset: 'win-draw-loss' } });
    await t.http.get(`/v1/tournaments/${priv.id}`).set(b).expect(404);
    await t.http.get(`/v1/tournaments/${priv.id}/standings`).set(b).expect(404);
    await t.http.get(`/v1/tournaments/${priv.id}/events`).set(b).expect(404);
    await t.http.post(`/v1/tournaments/${priv.id}/players`).set(b).send({ name: 'X' }).expect(404);
    const pub = await tournament({ system: 'idle', scoring: { preset: 'win-draw-loss' }, visibility: 'public' });
    await addPlayers(pub.id, 2);
    await t.http.get(`/v1/tournaments/${pub.id}/standings`).set(b).expect(200);
    await t.http.post(`/v1/tournaments/${pub.id}/players`).set(b).send({ name: 'X' }).expect(403);
    await t.http.post(`/v1/tournaments/${pub.id}/rounds`).set(b).expect(403);
    await t.http.post(`/v1/tournaments/${pub.id}/rounds`).set(a).expect(201);
    await t.http.put(`/v1/tournaments/${pub.id}/rounds/1/tables/1/result`).set(b).send({ winner: 'a', scoreA: 1, scoreB: 0 }).expect(403);
    await t.http.get(`/v1/tournaments/${pub.id}`).expect(401);
    await t.http.get('/v1/tournaments/not-a-uuid').set(a).expect(404);
  });
});
