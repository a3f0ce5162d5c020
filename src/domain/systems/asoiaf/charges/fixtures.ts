/** Requests shared by the charge specs, the e2e suite and the bench: infantry trays of the default size. */
import { resolveOptions } from '../../../core/options.js';
import type { DiceRequest, RulesContext } from '../../../core/system.js';
import type { ChargeRequest, ChargeUnitInput } from './request.js';
import { CHARGE_OPTIONS, TRAY_SIZES } from './rules.js';

export const INF = TRAY_SIZES.infantry;

export function ctxOf(rulesVersion = 'asoiaf-2021', options: Record<string, unknown> = {}, dice: DiceRequest = { mode: 'exact' }): RulesContext {
  return { rulesVersion, options: resolveOptions(CHARGE_OPTIONS, options), dice };
}

/** A unit facing `facing` with its centre at (x, y). */
export const unit = (id: string, side: 'A' | 'B', x: number, y: number, facing: number, extra: Partial<ChargeUnitInput> = {}): ChargeUnitInput => ({ id, side, centre: { x, y }, facing, tray: 'infantry', ...extra });

/**
 * WE-13 (000_4d85fd9897d069bf.txt L1097-1099): Stark Sworn Swords (Speed 5) 8" in front of Lannister Guardsmen,
 * the two fronts facing each other.
 */
export function faceToFace(gap = 8, extra: Partial<ChargeRequest> = {}): ChargeRequest & { units: ChargeUnitInput[] } {
  const ty = 30;
  const frontOfTarget = ty - INF.depth / 2;
  return {
    units: [unit('swords', 'A', 24, frontOfTarget - gap - INF.depth / 2, 0, { catalogueId: 'stark-sworn-swords' }), unit('guards', 'B', 24, ty, 180)],
    chargerId: 'swords',
    targetId: 'guards',
    ...extra,
  };
}

/** The target's front edge (it stands at (24, 30) facing the near edge, 180°). */
export const FRONT = 30 - INF.depth / 2;
export const target = (extra: Partial<ChargeUnitInput> = {}): ChargeUnitInput => unit('guards', 'B', 24, 30, 180, extra);
/** A charger facing the target's front, its front edge `gap` inches short of it, its centre at x. */
export const chargerAt = (x: number, gap: number, extra: Partial<ChargeUnitInput> = {}): ChargeUnitInput => {
  const depth = extra.depth ?? INF.depth;
  return unit('swords', 'A', x, FRONT - gap - depth / 2, 0, { speed: 5, ...extra });
};
export const request = (units: ChargeUnitInput[], extra: Partial<ChargeRequest> = {}): ChargeRequest & { units: ChargeUnitInput[] } => ({ units, chargerId: 'swords', targetId: 'guards', ...extra });
/** An axis-aligned rectangle polygon. */
export const rect = (x0: number, y0: number, x1: number, y1: number) => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
