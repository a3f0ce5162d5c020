import { DomainError } from '../../core/errors.js';
import { resolveOptions } from '../../core/options.js';
import type { DiceRequest } from '../../core/system.js';
import { setupCapability } from './setup.js';

const run = (playerCount: number, dice: DiceRequest = { mode: 'exact' }, options: Record<string, unknown> = {}) =>
  setupCapability.run({ playerCount }, { rulesVersion: 'agot-2e', options: resolveOptions(setupCapability.options, options), dice }).result;

describe('board setup (001_4bc5a92fd4dd1b7e.txt L215-306, L2858-2923)', () => {
  it('6 players: all houses, only the two permanent Neutral Forces, tracks as printed', () => {
    const s = run(6);
    expect(s.houses).toHaveLength(6);
    expect(s.areas.filter((a) => a.neutralForce).map((a) => [a.id, a.neutralForce])).toEqual([['kings-landing', 5], ['the-eyrie', 6]]);
    expect(s.tracks.ironThrone[0]).toBe('baratheon');
    expect(s.dominance).toEqual({ ironThrone: 'baratheon', valyrianBlade: 'greyjoy', messengerRaven: 'lannister' });
    expect(s).toMatchObject({ round: 1, wildlingThreat: 2 });
    expect(Object.values(s.availablePower)).toEqual([5, 5, 5, 5, 5, 5]);
  });

  it('houses in play and Neutral Force token counts per player count (L2876-2902): 3 → 14, 4 → 12, 5 → 9', () => {
    const tokens = (n: number) => run(n).areas.filter((a) => a.neutralForce || a.blocked).filter((a) => !a.id.startsWith('port-')).length;
    expect(run(3).houses).toEqual(['baratheon', 'lannister', 'stark']);
    expect(run(4).houses).toEqual(['baratheon', 'lannister', 'stark', 'greyjoy']);
    expect(run(5).houses).not.toContain('martell');
    expect(tokens(3)).toBe(14);
    expect(tokens(4)).toBe(12);
    expect(tokens(5)).toBe(9);
    expect(run(5).areas.find((a) => a.id === 'sunspear')?.neutralForce).toBe(5); // the seed's example, L2751-2766
  });

  it('influence tracks are compacted toward position 1 without absent houses (L277-285)', () => {
    const s = run(4);
    expect(s.tracks.fiefdoms).toEqual(['greyjoy', 'stark', 'baratheon', 'lannister']);
    expect(s.tracks.kingsCourt).toEqual(['lannister', 'stark', 'baratheon', 'greyjoy']);
  });

  it('garrisons on home areas of houses in play only; starting victory counts castles held', () => {
    const s = run(4);
    expect(s.areas.filter((a) => a.garrison).map((a) => a.id).sort()).toEqual(['dragonstone', 'lannisport', 'pyke', 'winterfell']);
    expect(s.victory).toEqual({ baratheon: 1, lannister: 1, stark: 2, greyjoy: 1 });
  });

  it('the errata units are the default; "printed" leaves them out; 3 players drop the Lannister port ship', () => {
    expect(run(6).areas.find((a) => a.id === 'port-of-lannisport')?.units).toEqual(['ship']);
    expect(run(6).areas.find((a) => a.id === 'pyke')?.units).toEqual(['footman', 'knight']);
    const printed = run(6, { mode: 'exact' }, { startingUnits: 'printed' });
    expect(printed.areas.find((a) => a.id === 'port-of-lannisport')).toBeUndefined();
    expect(printed.areas.find((a) => a.id === 'pyke')?.units).toEqual(['footman']);
    expect(run(3).areas.find((a) => a.id === 'port-of-lannisport')?.units).toBeUndefined();
  });

  it('seeded mode shuffles the Westeros decks apart and the Wildling deck, replayably', () => {
    const a = run(6, { mode: 'seeded', seed: 'night-1' });
    const b = run(6, { mode: 'seeded', seed: 'night-1' });
    expect(a.decks).toEqual(b.decks);
    expect(a.decks!.westeros.map((d) => d.length)).toEqual([10, 10, 10]);
    expect(a.decks!.westeros[2]).toContain('Wildlings Attack');
    expect([...a.decks!.wildling].sort()).toHaveLength(9);
    expect(run(6).decks).toBeUndefined();
  });

  it('7 players is a precise error', () => {
    expect(() => run(7)).toThrow(DomainError);
    try {
      run(7);
    } catch (e) {
      expect((e as DomainError).issues[0].path).toBe('/playerCount');
    }
  });
});
