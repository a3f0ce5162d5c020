export const TOURNAMENT_ENTITIES: Function[] = [];
