/* Generated from openapi.json by `npm run generate`; do not edit. */
export type paths = {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and database ping
         * @description Answers 200 when the process is up and the database answers a ping, 503 otherwise. Never rate limited: load balancers and orchestrators may poll it freely.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/{system}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One system with its catalogue of built-in data and options
         * @description One system: its rules versions, what it serves, the options of each capability (engine decisions with their defaults) and its catalogue (built-in profiles, special rules, terrain, maps) that requests may name by id.
         */
        get: operations["getSystem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agot/armies/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Game of Thrones: The Board Game: Validate an army list
         * @description A Game of Thrones: The Board Game. Validates an army list or a position against the construction rules; every violation is listed with its code and pointer. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["agotValidateArmy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agot/attacks/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Game of Thrones: The Board Game: Resolve one attack
         * @description A Game of Thrones: The Board Game. Resolves one attack (or combat) by the rules of this system: exact odds by default, or the dice rolled with a seed or given by you. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["agotResolveAttack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agot/charges/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Game of Thrones: The Board Game: Check whether a charge is legal
         * @description A Game of Thrones: The Board Game. Checks whether a move or charge is legal on the table or board described in the request, and says why not. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["agotCheckCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agot/morale/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Game of Thrones: The Board Game: Take a morale test
         * @description A Game of Thrones: The Board Game. Takes a morale-type test (nerve, retreat, bids and the like, per system): exact probabilities, or the outcome with seeded or given dice. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["agotTestMorale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agot/scenarios/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Game of Thrones: The Board Game: Score a finished game
         * @description A Game of Thrones: The Board Game. Scores a game by the scenario rules of this system: the winner, or a draw, with the margin and the criterion that decided. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["agotScoreScenario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agot/terrain/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Game of Thrones: The Board Game: Generate or check a terrain layout
         * @description A Game of Thrones: The Board Game. Generates a table set-up (terrain layout or opening state) or checks one you give. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["agotSetupTerrain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/asoiaf/armies/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Song of Ice and Fire: Tabletop Miniatures Game: Validate an army list
         * @description A Song of Ice and Fire: Tabletop Miniatures Game. Validates an army list or a position against the construction rules; every violation is listed with its code and pointer. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["asoiafValidateArmy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/asoiaf/attacks/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Song of Ice and Fire: Tabletop Miniatures Game: Resolve one attack
         * @description A Song of Ice and Fire: Tabletop Miniatures Game. Resolves one attack (or combat) by the rules of this system: exact odds by default, or the dice rolled with a seed or given by you. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["asoiafResolveAttack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/asoiaf/charges/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Song of Ice and Fire: Tabletop Miniatures Game: Check whether a charge is legal
         * @description A Song of Ice and Fire: Tabletop Miniatures Game. Checks whether a move or charge is legal on the table or board described in the request, and says why not. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["asoiafCheckCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/asoiaf/morale/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Song of Ice and Fire: Tabletop Miniatures Game: Take a morale test
         * @description A Song of Ice and Fire: Tabletop Miniatures Game. Takes a morale-type test (nerve, retreat, bids and the like, per system): exact probabilities, or the outcome with seeded or given dice. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["asoiafTestMorale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/asoiaf/scenarios/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Song of Ice and Fire: Tabletop Miniatures Game: Score a finished game
         * @description A Song of Ice and Fire: Tabletop Miniatures Game. Scores a game by the scenario rules of this system: the winner, or a draw, with the margin and the criterion that decided. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["asoiafScoreScenario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/asoiaf/terrain/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Song of Ice and Fire: Tabletop Miniatures Game: Generate or check a terrain layout
         * @description A Song of Ice and Fire: Tabletop Miniatures Game. Generates a table set-up (terrain layout or opening state) or checks one you give. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["asoiafSetupTerrain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling key's saved games, newest first
         * @description The calling key's saved games (all of them for the admin key), newest first, optionally of one system; pages of `limit` games, the next page from `nextCursor`.
         */
        get: operations["listGames"];
        put?: never;
        /**
         * Save a new game
         * @description Saves a game (system, name, players, free-form state) at version 1; the answer carries its Location and ETag. With an Idempotency-Key, sending the same request again replays the first answer (Idempotent-Replayed: true) instead of saving twice.
         */
        post: operations["createGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One saved game; ETag is its version
         * @description One saved game. Its ETag is its version: send it as If-Match to replace or delete the game.
         */
        get: operations["getGame"];
        /**
         * Replace the state; only if If-Match is the current version
         * @description Replaces the state (and optionally the name and players) when If-Match names the current version, which then goes up by one. A stale version is 412 with `currentVersion`; no If-Match is 428.
         */
        put: operations["replaceGame"];
        post?: never;
        /**
         * Delete a game and its log; only if If-Match is the current version
         * @description Deletes the game and its event log when If-Match names the current version (412 if not, 428 without If-Match).
         */
        delete: operations["deleteGame"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The log, in order
         * @description The game's log in sequence order, from after `after`, at most `limit` events.
         */
        get: operations["listGameEvents"];
        put?: never;
        /**
         * Append a resolved action or a note to the game's log
         * @description Appends a resolved rules action or a note to the game's log; sequence numbers are gapless. The answer carries its Location. Idempotency-Key works as for createGame.
         */
        post: operations["appendGameEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an API key; the secret is in this answer only (KEY_SIGNUP=admin: admin key required)
         * @description Creates an API key named by you. The secret `key` is in this answer only and is stored as a SHA-256 hash; send it as `Authorization: Bearer <key>`. Open to anyone with KEY_SIGNUP=open, only to the admin key with KEY_SIGNUP=admin.
         */
        post: operations["createKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/self": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling key
         * @description Describes the key this request is made with (id, name, creation time); never the secret. A revoked or unknown key is a 401.
         */
        get: operations["getOwnKey"];
        put?: never;
        post?: never;
        /**
         * Revoke the calling key, effective from the next request
         * @description Revokes the key this request is made with: from the next request on it is a 401. What it owns stays, readable by the admin key.
         */
        delete: operations["revokeOwnKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kow/armies/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Kings of War: Validate an army list
         * @description Kings of War. Validates an army list or a position against the construction rules; every violation is listed with its code and pointer. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["kowValidateArmy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kow/attacks/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Kings of War: Resolve one attack
         * @description Kings of War. Resolves one attack (or combat) by the rules of this system: exact odds by default, or the dice rolled with a seed or given by you. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["kowResolveAttack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kow/charges/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Kings of War: Check whether a charge is legal
         * @description Kings of War. Checks whether a move or charge is legal on the table or board described in the request, and says why not. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["kowCheckCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kow/morale/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Kings of War: Take a morale test
         * @description Kings of War. Takes a morale-type test (nerve, retreat, bids and the like, per system): exact probabilities, or the outcome with seeded or given dice. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["kowTestMorale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kow/scenarios/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Kings of War: Score a finished game
         * @description Kings of War. Scores a game by the scenario rules of this system: the winner, or a draw, with the margin and the criterion that decided. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["kowScoreScenario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/kow/terrain/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Kings of War: Generate or check a terrain layout
         * @description Kings of War. Generates a table set-up (terrain layout or opening state) or checks one you give. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["kowSetupTerrain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The game systems, their rules versions and what each serves
         * @description Every game system this server knows, with its rules versions (the first is the default) and, per capability, whether it is served and its REST path.
         */
        get: operations["listSystems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/t9a/armies/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The 9th Age: Fantasy Battles: Validate an army list
         * @description The 9th Age: Fantasy Battles. Validates an army list or a position against the construction rules; every violation is listed with its code and pointer. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["t9aValidateArmy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/t9a/attacks/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The 9th Age: Fantasy Battles: Resolve one attack
         * @description The 9th Age: Fantasy Battles. Resolves one attack (or combat) by the rules of this system: exact odds by default, or the dice rolled with a seed or given by you. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["t9aResolveAttack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/t9a/charges/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The 9th Age: Fantasy Battles: Check whether a charge is legal
         * @description The 9th Age: Fantasy Battles. Checks whether a move or charge is legal on the table or board described in the request, and says why not. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["t9aCheckCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/t9a/morale/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The 9th Age: Fantasy Battles: Take a morale test
         * @description The 9th Age: Fantasy Battles. Takes a morale-type test (nerve, retreat, bids and the like, per system): exact probabilities, or the outcome with seeded or given dice. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["t9aTestMorale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/t9a/scenarios/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The 9th Age: Fantasy Battles: Score a finished game
         * @description The 9th Age: Fantasy Battles. Scores a game by the scenario rules of this system: the winner, or a draw, with the margin and the criterion that decided. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["t9aScoreScenario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/t9a/terrain/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The 9th Age: Fantasy Battles: Generate or check a terrain layout
         * @description The 9th Age: Fantasy Battles. Generates a table set-up (terrain layout or opening state) or checks one you give. The answer is the envelope of every rules route: `result`, `explanation` (each step citing the rule), and `distribution` (exact mode) or `rolls` (seeded and given dice).
         */
        post: operations["t9aSetupTerrain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a tournament (owned by the calling key)
         * @description Creates a tournament of one system under a scoring preset listed by GET /v1/{system} (scoringPresets), owned by the calling key, private unless `visibility: public`. Idempotency-Key replays the first answer.
         */
        post: operations["createTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tournament with its players, rounds and status
         * @description The tournament with its players, its rounds and their tables (results and their versions) and its status. Private tournaments of other keys are a 404; public ones are readable by anyone with a key.
         */
        get: operations["getTournament"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed, in a gapless sequence (use after= to follow)
         * @description The tournament's log in a gapless sequence: player added, round paired, result posted or corrected. Pass `after` (the last sequence you saw) to follow it.
         */
        get: operations["listTournamentEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{id}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a player; an army is checked by the system's armies/validate
         * @description Registers a player (name, club, army). An army is validated by the system's armies/validate when the system serves it: a list that fails is a 422 naming its violations. Owner only (403 for others on a public tournament).
         */
        post: operations["addTournamentPlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{id}/rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pair the next round (Swiss; seeded random first round); answers its tables
         * @description Pairs the next round by Swiss (tournament-pairings): the first round seeded at random from the tournament's seed, later rounds by standings with no rematch while one is avoidable, a bye to the lowest-ranked player without one. Every table of the previous round must have its result (409 otherwise).
         */
        post: operations["pairTournamentRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{id}/rounds/{round}/tables/{table}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Post a table's result: the body of the system's scenarios/score (scored by Arbiter), or FiguresDto for a system without scoring; a correction needs If-Match
         * @description Posts the result of one table of a paired round. Arbiter scores it with the system's own scoring and the tournament's preset; a score the rules cannot produce is a 422, a table of a round not yet paired a 409, a second post without If-Match a 412. A correction names the result's version in If-Match; Idempotency-Key replays the first answer.
         */
        put: operations["postTournamentResult"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{id}/standings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ranked players: tournament points, then each of the preset's tie-breakers
         * @description Players ranked by tournament points, then by each tie-breaker of the preset (strength of schedule, score difference …), every figure shown, recomputed from the posted results.
         */
        get: operations["getTournamentStandings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        AddPlayerDto: {
            /** @description The army list: the body of the system's armies/validate (checked there when the system serves it) */
            army?: {
                [key: string]: unknown;
            };
            /** @example Dragon Slayers */
            club?: string;
            /** @example Ana */
            name: string;
        };
        AgotActionReasonDto: {
            /** @enum {string} */
            code: "NO_RAID_ORDER" | "NOT_ADJACENT" | "RAID_LAND_TO_SEA" | "RAID_PORT_RULE" | "INVALID_RAID_TARGET" | "NO_CONSOLIDATE_ORDER" | "RAID_FORBIDDEN" | "CONSOLIDATE_FORBIDDEN";
            message: string;
            path: string;
        };
        AgotAreaSetupDto: {
            /** @description Impassable token (3 players) */
            blocked?: boolean;
            garrison?: number;
            /** @example winterfell */
            id: string;
            neutralForce?: number;
            /** @enum {string} */
            owner?: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            units?: ("footman" | "knight" | "ship" | "siegeEngine")[];
        };
        AgotAreaStateDto: {
            garrison?: number;
            /**
             * @description An area id from the map in GET /v1/agot
             * @example winterfell
             */
            id: string;
            /** @description Neutral Force resistance, or impassable */
            neutralForce?: number | "impassable";
            order?: components["schemas"]["AgotOrderDto"];
            /**
             * @description Owner of the units in the area
             * @enum {string}
             */
            owner?: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @enum {string} */
            powerToken?: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            units?: components["schemas"]["AgotUnitDto"][];
        };
        AgotArmyRequestDto: {
            availablePower: number;
            bidPower?: number;
            board: components["schemas"]["AgotAreaStateDto"][];
            /** @description Planning phase: check orders (one per area with units, token inventory, stars) */
            checkOrders?: boolean;
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @description King’s Court position (special-order limit); without it up to 3 */
            kingsCourtPosition?: number;
            muster?: components["schemas"]["AgotMusterDto"][];
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @default 6 */
            playerCount?: number;
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            /** @description Supply track position; outside 0..6 is reported as TRACK_POSITION_INVALID */
            supplyLevel: number;
            /** @description Influence tracks to check, position 1 first */
            tracks?: components["schemas"]["AgotArmyTracksDto"];
            /**
             * @description The former name of westerosCard (the five cards without a choice)
             * @enum {string}
             */
            westerosBan?: "rainsOfAutumn" | "stormOfSwords" | "seaOfStorms" | "feastForCrows" | "webOfLies";
            /**
             * @description The deck III Westeros card in force this round: with checkOrders, every order it forbids is a violation with its own code (MARCH_PLUS_ONE_FORBIDDEN, DEFENSE_FORBIDDEN, RAID_FORBIDDEN, CONSOLIDATE_FORBIDDEN, SUPPORT_FORBIDDEN)
             * @enum {string}
             */
            westerosCard?: "rainsOfAutumn" | "stormOfSwords" | "seaOfStorms" | "feastForCrows" | "webOfLies" | "putToTheSword";
            /**
             * @description westerosCard putToTheSword: the Valyrian Steel Blade holder’s choice
             * @enum {string}
             */
            westerosChoice?: "noMarchPlusOne" | "noDefense" | "none";
        };
        AgotArmyResultDto: {
            /** @description Army sizes, largest first */
            armies: number[];
            /** @description What the supply level allows */
            supplyAllows: number[];
            units: components["schemas"]["AgotUnitTotalsDto"];
            valid: boolean;
            violations: components["schemas"]["AgotViolationDto"][];
        };
        AgotArmyTracksDto: {
            fiefdoms?: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
            ironThrone?: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
            kingsCourt?: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
        };
        AgotAttackDto: {
            /**
             * @description The defending house; null against a Neutral Force
             * @enum {string|null}
             */
            against: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell" | null;
            /** @enum {string} */
            kind: "combat" | "neutralForce";
            target: string;
        };
        AgotAttackerDto: {
            /** @description Available Power (checked when Aeron Damphair pays 2) */
            availablePower?: number;
            /** @description Use the Valyrian Steel Blade (+1) */
            blade?: boolean;
            /**
             * @description House card id (see the catalogue), e.g. eddard-stark
             * @example eddard-stark
             */
            card: string;
            /** @description Indexes into `units`: the units this house gives up first as casualties (default: Siege Engines, Footmen, Ships, Knights); never a routed unit */
            casualtyOrder?: number[];
            choices?: components["schemas"]["AgotCardChoicesDto"];
            /** @description The house's whole discard pile before this combat (default empty) */
            discard?: string[];
            /**
             * @description The area the attackers marched from
             * @example winterfell
             */
            from: string;
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @description March order modifier */
            marchModifier?: number;
            /** @description The card played instead when the opponent's Tyrion cancels this side's card (null: none left in hand), or that Aeron Damphair is swapped for */
            replacement?: string | null;
            /** @description Units fighting in the embattled area */
            units: components["schemas"]["AgotUnitDto"][];
        };
        AgotBidDto: {
            availablePower: number;
            bid: number;
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
        };
        AgotBladeRedrawDto: {
            /** @description First cards he throws back (default: any); the next card is kept */
            on?: ("zero" | "sword" | "fortification" | "two" | "three" | "skull")[];
            /**
             * @description The Valyrian Steel Blade holder
             * @enum {string}
             */
            side: "attacker" | "defender";
        };
        AgotCardChoicesDto: {
            /** @description Tyrion Lannister ("may"): false declines to cancel the opponent's card (default: he cancels it and the opponent gives `replacement`) */
            cancel?: boolean;
            /**
             * @description Patchface, after combat: the card discarded from the opponent's hand; null: not used
             * @example euron-crow-s-eye
             */
            discardFromHand?: string | null;
            /** @description Cersei Lannister (winning, anywhere) or Queen of Thorns (adjacent): the area of the opponent's order to remove; null: he has none there */
            removeOrder?: string | null;
            /**
             * @description Robb Stark, attacking and winning: the area the defeated defender retreats to; null: he lets the defender choose
             * @example castle-black
             */
            retreatTo?: string | null;
            /**
             * @description Doran Martell: the Influence track the opponent drops to the bottom of (required with Doran)
             * @enum {string}
             */
            track?: "ironThrone" | "fiefdoms" | "kingsCourt";
            /** @description Renly Baratheon, winning: the Footman that becomes a Knight; null: not used */
            upgrade?: components["schemas"]["AgotUpgradeChoiceDto"] | null;
        };
        AgotCheckChargeResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["AgotMarchResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        AgotChooserDto: {
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @enum {string} */
            token: "Iron Throne" | "Messenger Raven" | "Valyrian Steel Blade";
        };
        AgotCombatRequestDto: {
            /**
             * @description The embattled area
             * @example karhold
             */
            area: string;
            attacker: components["schemas"]["AgotAttackerDto"];
            /** @description The rest of the board (areas not listed are empty): retreat destinations and supply, ship transport of the attackers, Support orders */
            board?: components["schemas"]["AgotAreaStateDto"][];
            defender: components["schemas"]["AgotDefenderDto"];
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @description Fiefdoms track, position 1 first (breaks ties) */
            fiefdoms: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
            /** @description Iron Throne track, position 1 first (Stannis; order of card abilities) */
            ironThrone?: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
            /** @description King's Court track, position 1 first (Doran Martell) */
            kingsCourt?: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            supports?: components["schemas"]["AgotSupportDto"][];
            /** @description With options.tidesOfBattle: the cards drawn, or the deck to draw from */
            tidesOfBattle?: components["schemas"]["AgotTidesOfBattleDto"];
            /** @description The Valyrian Steel Blade token (its holder is Fiefdoms position 1) */
            valyrianBlade?: components["schemas"]["AgotValyrianBladeDto"];
        };
        AgotCombatResultDto: {
            /** @description The attackers move in (false when they lose, have no unit left, or Arianne Martell bars them) */
            attackersEnter: Record<string, never> | null;
            bladeUsed: {
                [key: string]: boolean;
            };
            /** @description What each House card ability did */
            cardEffects: {
                card?: string;
                effect?: string;
            }[];
            cardsDiscarded: string[];
            /** @description The House card in play for each side after Tyrion or Aeron */
            cardsPlayed: {
                [key: string]: string | null;
            };
            /** @description Units the defeated house loses in the embattled area to Swords */
            casualties: Record<string, never> | null;
            /** @description Every ability applied and nothing left to choose (false while Tides of Battle cards are undrawn) */
            complete: boolean;
            destroyedByCards: {
                side?: string;
                type?: string;
            }[];
            excludedSupports: {
                area?: string;
                reason?: string;
            }[];
            garrisonRemoved: Record<string, never> | null;
            /** @description Each house's hand and discard pile after the combat */
            hands: {
                [key: string]: unknown;
            } | null;
            /** @description The attacker's March order: removed, or moved into the conquered area (Ser Loras Tyrell) */
            marchOrder: {
                [key: string]: unknown;
            } | null;
            ordersRemoved: {
                area?: string;
                by?: string;
                house?: string;
            }[];
            /** @description Choices still awaited (House card abilities, the retreat destination), with their legal values; the request carries them to resolve */
            pending: components["schemas"]["AgotPendingChoiceDto"][];
            powerChanges: {
                card?: string;
                change?: number;
                house?: string;
            }[];
            /** @description The defeated side's retreat and routing (null while Tides of Battle cards are undrawn) */
            retreat: components["schemas"]["AgotCombatRetreatDto"] | null;
            /** @description Units each side loses to the opposing Tides of Battle Skull */
            skullCasualties: {
                [key: string]: number;
            } | null;
            strength: components["schemas"]["AgotStrengthDto"];
            /** @description With Tides of Battle: each side’s card, or (exact, undrawn) `{drawn: false, outcomes[]}` with every draw and its probability */
            tidesOfBattle?: {
                [key: string]: unknown;
            };
            tieBrokenByFiefdoms: Record<string, never> | null;
            trackChanges: {
                order?: string[];
                track?: string;
            }[];
            /** @description Every unit destroyed in this combat and why */
            unitsDestroyed: components["schemas"]["AgotDestroyedUnitDto"][];
            upgrades: {
                area?: string;
                from?: string;
                side?: string;
                to?: string;
                unit?: number;
            }[];
            /**
             * @description null in exact mode while Tides of Battle cards are not drawn (see distribution)
             * @enum {string|null}
             */
            victor: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell" | null;
            /** @enum {string|null} */
            victorSide: "attacker" | "defender" | null;
        };
        AgotCombatRetreatDto: {
            /**
             * @description Who picks the destination: the defeated defender, or the victor with Robb Stark; null for a defeated attacker (always home)
             * @enum {string|null}
             */
            chosenBy: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell" | null;
            excluded: components["schemas"]["AgotRetreatExclusionDto"][];
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            legalDestinations: string[];
            /** @description Survivors must leave the embattled area */
            mandatory: boolean;
            /** @description The units that retreat and are routed */
            routed: components["schemas"]["AgotCombatUnitDto"][];
            /** @enum {string} */
            side: "attacker" | "defender";
            /** @description Supply was checked (the request gave `board` and `defender.supplyLevel`) */
            supplyChecked: boolean;
            /** @description The destination when fixed: the attacker's origin, Robb Stark's choice, the defender's retreatTo, or the only legal area */
            to: string | null;
            /** @description Retreating units destroyed first to fit supply, per legal destination */
            unitsLostPerDestination: {
                [key: string]: number;
            };
        };
        AgotCombatUnitDto: {
            /** @description Index in the side’s `units` */
            index: number;
            /** @enum {string} */
            type: "footman" | "knight" | "ship" | "siegeEngine";
        };
        AgotConsolidateResultDto: {
            area: string;
            /** @description Power gained, at most the house’s tokens left in the Power Pool (when its available Power is given) */
            gained: number;
            /** @enum {string|null} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell" | null;
            legal: boolean;
            /** @description Power the order would give beyond the tokens left in the Pool (lost) */
            lostToPool: number;
            reasons: components["schemas"]["AgotActionReasonDto"][];
            why: string;
        };
        AgotDecidedByDto: {
            /** @enum {string} */
            criterion: "castles" | "strongholds" | "supply" | "availablePower" | "ironThrone";
            index: number;
        };
        AgotDecksDto: {
            /** @description Westeros decks I, II, III, top card first */
            westeros: string[][];
            wildling: string[];
        };
        AgotDefenderDto: {
            /** @description Available Power (checked when Aeron Damphair pays 2) */
            availablePower?: number;
            /** @description Use the Valyrian Steel Blade (+1) */
            blade?: boolean;
            /**
             * @description House card id (see the catalogue), e.g. eddard-stark
             * @example eddard-stark
             */
            card: string;
            /** @description Indexes into `units`: the units this house gives up first as casualties (default: Siege Engines, Footmen, Ships, Knights); never a routed unit */
            casualtyOrder?: number[];
            choices?: components["schemas"]["AgotCardChoicesDto"];
            /** @description Defense order bonus in the area */
            defenseOrder?: number;
            /** @description The house's whole discard pile before this combat (default empty) */
            discard?: string[];
            /** @description The defender’s Garrison in the area */
            garrison?: number;
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @description The card played instead when the opponent's Tyrion cancels this side's card (null: none left in hand), or that Aeron Damphair is swapped for */
            replacement?: string | null;
            /**
             * @description Where the defender retreats if it loses: one of the legal destinations (L2126); its supply loss is applied (L2132-2138). Robb Stark’s choice takes its place
             * @example white-harbor
             */
            retreatTo?: string;
            /** @description The defender’s Supply track position: with `board`, retreats are checked against supply (L2132-2138) */
            supplyLevel?: number;
            /** @description Units fighting in the embattled area */
            units: components["schemas"]["AgotUnitDto"][];
        };
        AgotDestinationSummaryDto: {
            /** @enum {string|null} */
            against: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell" | null;
            /** @enum {string} */
            kind: "move" | "combat" | "neutralForce" | "emptyEnemyPowerToken";
            /** @description The largest group that may go there in one legal march (most units, then most strength) */
            largest: number[];
            to: string;
        };
        AgotDestroyedUnitDto: {
            /** @enum {string} */
            cause: "Swords" | "Skull" | "Mace Tyrell" | "SIEGE_ENGINE_CANNOT_RETREAT" | "ROUTED_CANNOT_RETREAT" | "NO_LEGAL_RETREAT" | "RETREAT_BREAKS_SUPPLY";
            /** @description Index in the side’s `units` */
            index: number;
            /** @enum {string} */
            side: "attacker" | "defender";
            /** @enum {string} */
            type: "footman" | "knight" | "ship" | "siegeEngine";
        };
        AgotDominanceDto: {
            /** @enum {string} */
            ironThrone: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @enum {string} */
            messengerRaven: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @enum {string} */
            valyrianBlade: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
        };
        AgotDominanceHoldersDto: {
            /** @enum {string} */
            ironThrone: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @enum {string} */
            messengerRaven: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @enum {string} */
            valyrianBlade: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
        };
        AgotHouseBidDto: {
            bid: number;
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
        };
        AgotHouseChangeDto: {
            cardsDiscarded?: string[];
            cardsReturned?: string[];
            cite: string;
            destroyed?: components["schemas"]["AgotUnitRefDto"][];
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            muster?: {
                area?: string;
                points?: number;
            };
            /** @description available Power */
            power?: {
                from?: number;
                to?: number;
            };
            reasons?: {
                code?: string;
                message?: string;
                path?: string;
            }[];
            /** @description the supply reconciliation still owed after a Supply drop */
            reconcile?: {
                [key: string]: unknown;
            };
            replaced?: {
                area?: string;
                from?: string;
                to?: string;
            }[];
            /** @description what is missing, with the legal options */
            required?: {
                count?: number;
                field?: string;
                message?: string;
                options?: unknown[];
            };
            /** @description highest bidder, lowest bidder, other (or the tie still open) */
            role: string;
            /** @description Preemptive Raid: this house sits out the second attack */
            secondAttack?: boolean;
            /**
             * @description pending: a choice or part of the state is missing (see required); illegal: the choice breaks the card (see reasons); undecided: the Iron Throne holder must break a tie
             * @enum {string}
             */
            status: "applied" | "nothing" | "pending" | "illegal" | "undecided";
            supply?: {
                from?: number;
                to?: number;
            };
            /** @description positions on the Influence tracks moved */
            tracks?: {
                [key: string]: {
                    from?: number;
                    to?: number;
                };
            };
        };
        AgotHouseStandingDto: {
            availablePower: number;
            /**
             * @description Areas the house controls (units or a Power token)
             * @example [
             *       "winterfell",
             *       "white-harbor"
             *     ]
             */
            controlledAreas: string[];
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @description Iron Throne position, 1 = holder */
            ironThrone: number;
            supply: number;
        };
        AgotInfluenceTracksDto: {
            fiefdoms: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
            /** @description position 1 first */
            ironThrone: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
            kingsCourt: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
        };
        AgotListedMarchDto: {
            /** @description The move that starts a combat, and against whom */
            attack: components["schemas"]["AgotAttackDto"] | null;
            /** @description The house may also leave a Power token in the (vacated, land) origin */
            canEstablishControl: boolean;
            moves: components["schemas"]["AgotListedMoveDto"][];
            powerTokensDiscarded: components["schemas"]["AgotTokenDiscardedDto"][];
        };
        AgotListedMoveDto: {
            /** @enum {string} */
            kind: "move" | "attack" | "emptyEnemyPowerToken";
            to: string;
            /** @description Indexes into the origin’s units */
            units: number[];
            /** @description Sea areas of the ship-transport chain */
            via?: string[];
        };
        AgotMarchDto: {
            /** @description The Valyrian Steel Blade asked for: refused against a Neutral Force (BLADE_UNAVAILABLE, L2724-2725) */
            blade?: boolean;
            /** @example winterfell */
            from: string;
            moves: components["schemas"]["AgotMoveDto"][];
            /** @description Support granted against a Neutral Force */
            neutralForceSupport?: number;
            /** @description Leave a Power token in the vacated origin */
            placePowerToken?: boolean;
        };
        AgotMarchReasonDto: {
            /** @enum {string} */
            code: "NO_MARCH_ORDER" | "UNIT_NOT_IN_ORIGIN" | "UNIT_ROUTED" | "NOT_ADJACENT" | "SHIP_TRANSPORTED" | "LAND_UNIT_TO_SEA" | "SHIP_TO_LAND" | "ENEMY_PORT" | "MULTIPLE_ATTACKS" | "IMPASSABLE_AREA" | "NEUTRAL_FORCE_TOO_STRONG" | "SUPPLY_EXCEEDED" | "PORT_FULL" | "CANNOT_ESTABLISH_CONTROL" | "MARCH_PLUS_ONE_FORBIDDEN" | "SUPPORT_FORBIDDEN";
            message: string;
            /** @description JSON pointer to the part of the request concerned */
            path: string;
        };
        AgotMarchRequestDto: {
            /** @description March: available Power */
            availablePower?: number;
            /** @description The areas that matter: units, orders, tokens */
            board: components["schemas"]["AgotAreaStateDto"][];
            /** @description Areas whose Consolidate Power orders resolve, in order */
            consolidate?: string[];
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /**
             * @description March: the marching house
             * @enum {string}
             */
            house?: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /**
             * @description march: check the one march given; marches: list every legal march of `house` from its March orders on the board
             * @default march
             * @enum {string}
             */
            kind?: "march" | "marches";
            /** @description The March order to check (not with kind marches) */
            march?: components["schemas"]["AgotMarchDto"];
            /** @description kind marches: support promised against any Neutral Force (default 0) */
            neutralForceSupport?: number;
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /**
             * @description March: the player count; areas the board does not list then carry that setup’s Neutral Force and impassable tokens
             * @enum {number}
             */
            playerCount?: 3 | 4 | 5 | 6;
            /** @description Raids / Consolidate Power: available Power of the houses concerned (with it, a gain is capped by the house’s tokens left in the Power Pool) */
            power?: components["schemas"]["AgotPowerDto"];
            /** @description Raid orders in resolution order (turn order, round robin) */
            raids?: components["schemas"]["AgotRaidDto"][];
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            /** @description March: Supply track position */
            supplyLevel?: number;
            /**
             * @description The deck III Westeros card in force this round: a March +1, Raid or Consolidate Power order it forbids is refused with its own code; any other forbidden order on the board is a 422
             * @enum {string}
             */
            westerosCard?: "rainsOfAutumn" | "stormOfSwords" | "seaOfStorms" | "feastForCrows" | "webOfLies" | "putToTheSword";
            /**
             * @description westerosCard putToTheSword: the Valyrian Steel Blade holder’s choice
             * @enum {string}
             */
            westerosChoice?: "noMarchPlusOne" | "noDefense" | "none";
        };
        AgotMarchResultDto: {
            /** @description March: the move that starts a combat, if any */
            attack?: components["schemas"]["AgotAttackDto"] | null;
            /** @description Consolidate Power, one per step */
            consolidate?: components["schemas"]["AgotConsolidateResultDto"][];
            /** @description March */
            controlKept?: boolean;
            /** @description kind marches: legal marches in all */
            count?: number;
            /**
             * @description kind marches
             * @enum {string}
             */
            house?: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /**
             * @description kind marches
             * @enum {string}
             */
            kind?: "marches";
            /** @description March and raids / consolidate */
            legal?: boolean;
            /** @description March */
            moves?: components["schemas"]["AgotMoveResultDto"][];
            /** @description kind marches: per March order of the house */
            orders?: components["schemas"]["AgotOrderMarchesDto"][];
            /** @description Orders left on the board after the steps */
            ordersLeft?: components["schemas"]["AgotOrderLeftDto"][];
            /** @description March: taking a land area whose port holds another house’s ships (replace them with own ships; the rest leave) */
            portCapture?: components["schemas"]["AgotPortCaptureDto"] | null;
            /** @description Power after the steps (houses given in power) */
            power?: components["schemas"]["AgotPowerDto"];
            /** @description Net Power change per house */
            powerChange?: {
                [key: string]: number;
            };
            /** @description March: enemy Power tokens discarded by moving into areas that held only them */
            powerTokensDiscarded?: components["schemas"]["AgotTokenDiscardedDto"][];
            /** @description Raids, one per step */
            raids?: components["schemas"]["AgotRaidResultDto"][];
            /** @description March */
            reasons?: components["schemas"]["AgotMarchReasonDto"][];
        };
        AgotMoraleRequestDto: {
            /** @description retreat: where the attacker marched from */
            attackerOrigin?: string;
            bids?: components["schemas"]["AgotBidDto"][];
            /** @description retreat: the board after casualties; supplyReconcile (with house) and wildlingAttack: every unit of the houses concerned */
            board?: components["schemas"]["AgotAreaStateDto"][];
            /**
             * @description The Wildling card drawn (see the catalogue)
             * @example Rattleshirt's Raiders
             */
            card?: string;
            /** @description westeros: the cards revealed, one per deck in deck order */
            cards?: components["schemas"]["AgotWesterosCardDto"][];
            /** @description wildlingAttack: the table's choices, one entry per house */
            choices?: components["schemas"]["AgotWildlingChoiceDto"][];
            /** @description westeros: the decisions of the players and Dominance holders the cards ask for */
            decisions?: components["schemas"]["AgotWesterosDecisionsDto"];
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @description retreat: where the combat was */
            embattledArea?: string;
            /**
             * @description retreat: the defeated house; influenceShift: the house moved; supplyReconcile with a board: the house reconciled
             * @enum {string}
             */
            house?: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @description wildlingAttack: supply, hand and discard pile of the houses the card needs them for; westeros: every house in the game with its available Power */
            houses?: components["schemas"]["AgotWildlingHouseDto"][];
            /**
             * @description influenceBid: the Iron Throne holder, who places tied houses (for the Iron Throne track, the outgoing holder)
             * @enum {string}
             */
            ironThroneHolder?: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /**
             * @description influenceBid: bidding on one Influence track; influenceShift: a house moved on a track outside bidding; westeros: the Westeros phase resolved on the given state
             * @enum {string}
             */
            kind: "retreat" | "supplyReconcile" | "wildlingAttack" | "influenceBid" | "influenceShift" | "westeros";
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @description influenceShift: the track as it stands, position 1 first */
            order?: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
            /** @description supplyReconcile (with house and board): the units the house proposes to destroy */
            removal?: components["schemas"]["AgotUnitRefDto"][];
            /** @description retreat (defender): where the house retreats, one of the legal destinations; that area’s supply loss is applied */
            retreatTo?: string;
            /** @description westeros: the round marker when the phase starts (10: the game ends instead) */
            round?: number;
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            /** @description wildlingAttack, Preemptive Raid won by the Night’s Watch: the second attack */
            secondAttack?: components["schemas"]["AgotSecondAttackDto"];
            /**
             * @description retreat: the defeated defender (default: legal areas, supply) or the defeated attacker (back to attackerOrigin)
             * @enum {string}
             */
            side?: "attacker" | "defender";
            supplyLevel?: number;
            /** @description retreat: the defeated side’s surviving units */
            survivors?: components["schemas"]["AgotUnitDto"][];
            /** @description wildlingAttack: the threat (0, 2, … 12); westeros: the threat when the phase starts */
            threat?: number;
            /**
             * @description wildlingAttack: when bidders tie for highest or lowest, the house the Iron Throne holder singles out
             * @enum {string}
             */
            tieDecision?: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @description influenceBid: the holder's order for tied houses */
            tieOrder?: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
            /** @description influenceShift: the position `house` moves to */
            to?: number;
            /**
             * @description influenceBid: the track bid on
             * @enum {string}
             */
            track?: "ironThrone" | "fiefdoms" | "kingsCourt";
            /** @description wildlingAttack: the Influence tracks (A King Beyond the Wall, Preemptive Raid; the Iron Throne track gives turn order) */
            tracks?: components["schemas"]["AgotInfluenceTracksDto"];
            /** @description supplyReconcile: units of the house in each area it occupies */
            unitsPerArea?: number[];
        };
        AgotMoraleResultDto: {
            armies?: number[];
            /** @description supplyReconcile: armies that lose units in some minimal removal (minLoss > 0: in every one) */
            armiesToReduce?: {
                area?: string;
                index?: number;
                maxLoss?: number;
                minLoss?: number;
                units?: number;
            }[];
            /** @description westeros: the board after the phase */
            boardAfter?: components["schemas"]["AgotAreaStateDto"][];
            card?: Record<string, never> | null;
            /** @description wildlingAttack: what the card changes for each house, in the order applied */
            changes?: components["schemas"]["AgotHouseChangeDto"][];
            /** @description wildlingAttack: every change applied (no tie, choice or state missing, no illegal choice); westeros: every step resolved */
            complete?: boolean;
            /** @description retreat: legal areas and units lost to supply there */
            destinations?: {
                area?: string;
                lose?: number;
            }[];
            destroyed?: string[];
            dominance?: {
                holder?: string | null;
                token?: string;
            };
            /** @description westeros: the Dominance token holders after the phase */
            dominanceHolders?: components["schemas"]["AgotDominanceHoldersDto"];
            /**
             * @description influenceShift: the new holder of the Dominance token, when position 1 changed
             * @enum {string|null}
             */
            dominancePassesTo?: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell" | null;
            effects?: {
                effect?: string;
                house?: string | null;
                role?: string;
            }[];
            excluded?: {
                area?: string;
                reason?: string;
            }[];
            fits?: boolean;
            /** @description westeros: the marker stood on 10, the game ends */
            gameEnds?: boolean;
            /** @enum {string|null} */
            highestBidder?: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell" | null;
            /** @description wildlingAttack: the houses as given, after the card; westeros: every house after the phase */
            housesAfter?: components["schemas"]["AgotWildlingHouseDto"][];
            /** @enum {string} */
            kind: "retreat" | "supplyReconcile" | "wildlingAttack" | "influenceBid" | "influenceShift" | "westeros";
            /** @description retreat: indexes into `survivors` destroyed first to fit supply (L2132-2138); null while the destination, not chosen yet, decides how many */
            lostToSupply?: number[] | null;
            /** @enum {string|null} */
            lowestBidder?: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell" | null;
            minimumDestroyed?: number;
            moved?: {
                from?: number;
                house?: string;
                to?: number;
            }[];
            newThreat?: number;
            nightsWatch?: number;
            /** @description influenceBid / influenceShift: the track, position 1 first (null while a tie awaits the holder) */
            order?: string[] | null;
            /** @enum {string} */
            outcome?: "nightsWatch" | "wildlings";
            positions?: {
                [key: string]: number;
            } | null;
            /** @description wildlingAttack: available Power after bids and card */
            powerAfter?: {
                [key: string]: number;
            };
            powerDiscarded?: {
                [key: string]: number;
            };
            powerLeft?: {
                [key: string]: number;
            };
            powerToPool?: number;
            /** @description supplyReconcile: the verdict on the proposed removal */
            removal?: {
                armiesAfter?: {
                    [key: string]: unknown;
                }[];
                destroyed?: number;
                legal?: boolean;
                minimal?: boolean;
                shortfalls?: {
                    [key: string]: unknown;
                }[];
            };
            /** @description westeros: the order restrictions for this round’s Planning phase */
            restrictions?: components["schemas"]["AgotRestrictionDto"][];
            /** @description westeros: the round the marker shows after the phase */
            round?: number | null;
            routed?: string[];
            /** @description wildlingAttack: the Preemptive Raid second attack, with the same fields */
            secondAttack?: {
                [key: string]: unknown;
            };
            /** @description wildlingAttack: the order the consequences were applied in (D12) */
            sequence?: string[];
            shortfalls?: {
                areas?: string[];
                /** @enum {string} */
                code?: "ARMY_TOO_LARGE" | "TOO_MANY_ARMIES" | "MORE_THAN_NEEDED";
                message?: string;
                missing?: number;
            }[];
            /**
             * @description retreat: whose retreat
             * @enum {string}
             */
            side?: "attacker" | "defender";
            /** @description westeros: every step in the order resolved */
            steps?: components["schemas"]["AgotWesterosStepDto"][];
            supplyAllows?: number[];
            /** @description wildlingAttack: {by, among} when bidders tie; influenceBid: {by, ties: [{bid, among}]} still to order */
            tieDecisionRequired?: {
                [key: string]: unknown;
            } | null;
            ties?: {
                [key: string]: unknown;
            }[];
            /** @enum {string} */
            tiesDecidedBy?: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @description retreat: the destination when fixed (the attacker’s origin, retreatTo, or the only legal area) */
            to?: string | null;
            /** @enum {string} */
            track?: "ironThrone" | "fiefdoms" | "kingsCourt";
            /** @description wildlingAttack: the Influence tracks after the card */
            tracks?: components["schemas"]["AgotInfluenceTracksDto"];
            /** @description wildlingAttack: each house’s units after the card */
            unitsAfter?: {
                [key: string]: {
                    area?: string;
                    units?: string[];
                }[];
            };
            /** @description westeros: the first step still waiting, and what it needs */
            waitingFor?: components["schemas"]["AgotWaitingForDto"] | null;
            wildlingStrength?: number;
        };
        AgotMoveDto: {
            /** @example castle-black */
            to: string;
            /** @description Indexes of the moving units in the origin area’s `units` */
            units: number[];
        };
        AgotMoveResultDto: {
            /**
             * @description emptyEnemyPowerToken: the area held only another house’s Power token — no combat, the token is discarded (L2489-2494)
             * @enum {string}
             */
            kind: "move" | "attack" | "emptyEnemyPowerToken";
            to: string;
            units: ("footman" | "knight" | "ship" | "siegeEngine")[];
            /** @description Sea areas of the ship-transport chain */
            via?: string[];
        };
        AgotMusterDecisionDto: {
            /** @description The plan, area by area (empty: musters nothing) */
            areas: components["schemas"]["AgotMusterDto"][];
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
        };
        AgotMusterDto: {
            /** @example winterfell */
            area: string;
            units: components["schemas"]["AgotMusterUnitDto"][];
        };
        AgotMusterUnitDto: {
            /** @description Ships: the port or adjacent sea area to place it in */
            to?: string;
            /** @enum {string} */
            type: "footman" | "knight" | "ship" | "siegeEngine";
            /** @description Replace a Footman already in the area (1 point) */
            upgrade?: boolean;
        };
        AgotOrderDto: {
            /** @description The order’s printed strength modifier (March −1, 0 or +1) */
            modifier?: number;
            /** @description A special (star) order */
            star?: boolean;
            /** @enum {string} */
            type: "march" | "support" | "raid" | "defense" | "consolidate";
        };
        AgotOrderLeftDto: {
            area: string;
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            star: boolean;
            /** @enum {string} */
            type: "march" | "support" | "raid" | "defense" | "consolidate";
        };
        AgotOrderMarchesDto: {
            count: number;
            destinations: components["schemas"]["AgotDestinationSummaryDto"][];
            /** @description The Westeros card in force forbids this March +1 order: no march is listed */
            forbidden?: components["schemas"]["AgotMarchReasonDto"];
            from: string;
            /** @description Every legal march (identical units listed once; moving nothing not listed) */
            marches: components["schemas"]["AgotListedMarchDto"][];
            unitDestinations: components["schemas"]["AgotUnitDestinationsDto"][];
            units: components["schemas"]["AgotOrderUnitDto"][];
        };
        AgotOrderUnitDto: {
            index: number;
            routed: boolean;
            /** @enum {string} */
            type: "footman" | "knight" | "ship" | "siegeEngine";
        };
        AgotPendingChoiceDto: {
            /** @description The House card whose ability waits; null for the defender’s own retreat destination */
            card: string | null;
            /** @description JSON pointer of the request field that carries the choice, e.g. /attacker/choices/removeOrder */
            field: string;
            /**
             * @description The house whose player chooses
             * @enum {string}
             */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            message: string;
            /** @description The legal values (null: the request lacks the state to list them, e.g. no board) */
            options: unknown[] | null;
            /** @enum {string} */
            side: "attacker" | "defender";
        };
        AgotPhaseWildlingAttackDto: {
            /** @description One bid from every house, from its available Power */
            bids: components["schemas"]["AgotHouseBidDto"][];
            /** @description The Wildling card drawn */
            card?: string;
            choices?: components["schemas"]["AgotWildlingChoiceDto"][];
            /** @description Preemptive Raid won by the Night’s Watch: the second attack */
            secondAttack?: components["schemas"]["AgotSecondAttackDto"];
            /**
             * @description The Iron Throne holder’s pick when bidders tie
             * @enum {string}
             */
            tieDecision?: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
        };
        AgotPillageDto: {
            /** @description Power the raider took: 1, or 0 when none of its 20 tokens is left in the Power Pool */
            gained: number;
            /** @enum {string} */
            gains: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /**
             * @description null: the victim had no Power to discard
             * @enum {string|null}
             */
            loses: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell" | null;
        };
        AgotPortCaptureDto: {
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            port: string;
            ships: number;
            /** @enum {string} */
            when: "now" | "ifVictorious";
        };
        AgotPowerDto: {
            baratheon?: number;
            greyjoy?: number;
            lannister?: number;
            martell?: number;
            stark?: number;
            tyrell?: number;
        };
        AgotRaidDto: {
            /**
             * @description The area holding the Raid order
             * @example west-summer-sea
             */
            from: string;
            /**
             * @description The area whose order it removes; null: removed with no effect
             * @example highgarden
             */
            target: string | null;
        };
        AgotRaidResultDto: {
            from: string;
            /** @enum {string|null} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell" | null;
            legal: boolean;
            /** @description Areas this Raid could remove an order from when it resolves */
            legalTargets?: string[];
            pillage?: components["schemas"]["AgotPillageDto"];
            reasons: components["schemas"]["AgotActionReasonDto"][];
            /** @description Orders removed by this step */
            removed: components["schemas"]["AgotOrderLeftDto"][];
            target: string | null;
        };
        AgotRankedDto: {
            availablePower: number;
            castles: number;
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            ironThrone: number;
            strongholds: number;
            supply: number;
        };
        AgotRequiredDto: {
            /**
             * @description Who decides
             * @enum {string}
             */
            by?: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            count?: number;
            /** @description JSON pointer of the request field to give */
            field: string;
            message: string;
            /** @description The legal options */
            options?: unknown[];
        };
        AgotResolveAttackResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["AgotCombatResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        AgotRestrictionDto: {
            /** @enum {string} */
            card: "supply" | "mustering" | "aThroneOfBlades" | "winterIsComing" | "lastDaysOfSummer" | "clashOfKings" | "gameOfThrones" | "darkWingsDarkWords" | "wildlingsAttack" | "putToTheSword" | "stormOfSwords" | "rainsOfAutumn" | "seaOfStorms" | "webOfLies" | "feastForCrows";
            /** @enum {string|null} */
            restriction: "noMarchPlusOne" | "noDefense" | "noRaid" | "noConsolidate" | "noSupport" | null;
            /** @description The westerosCard to give armies/validate and charges/check */
            westerosCard: string;
            /** @description And its westerosChoice (Put to the Sword) */
            westerosChoice?: string;
        };
        AgotRetreatExclusionDto: {
            area: string;
            /** @enum {string} */
            reason: "NOT_ADJACENT" | "ATTACKER_ORIGIN" | "ENEMY_UNITS" | "ENEMY_POWER_TOKEN" | "WRONG_AREA_KIND" | "NEUTRAL_FORCE" | "PORT_FULL" | "SUPPLY_EXCEEDED";
        };
        AgotScoreRequestDto: {
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            houses: components["schemas"]["AgotHouseStandingDto"][];
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            round: number;
            /** @description True once the Action phase of this round is over */
            roundComplete: boolean;
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
        };
        AgotScoreResultDto: {
            decidedBy: components["schemas"]["AgotDecidedByDto"] | null;
            ended: boolean;
            margin: Record<string, never> | null;
            ranking: components["schemas"]["AgotRankedDto"][];
            /** @enum {string|null} */
            reason: "sevenCastles" | "round10" | null;
            /** @enum {string|null} */
            winner: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell" | null;
        };
        AgotScoreScenarioResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["AgotScoreResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        AgotSecondAttackDto: {
            bids: components["schemas"]["AgotSecondBidDto"][];
            /** @description The Wildling card drawn for the second attack */
            card?: string;
            choices?: components["schemas"]["AgotWildlingChoiceDto"][];
            /** @enum {string} */
            tieDecision?: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
        };
        AgotSecondBidDto: {
            /** @description From the Power left after the first bid */
            bid: number;
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
        };
        AgotSetupRequestDto: {
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /**
             * @description 3 to 6 players
             * @example 6
             */
            playerCount: number;
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
        };
        AgotSetupResultDto: {
            areas: components["schemas"]["AgotAreaSetupDto"][];
            availablePower: {
                [key: string]: number;
            };
            /** @description Seeded mode only */
            decks?: components["schemas"]["AgotDecksDto"];
            dominance: components["schemas"]["AgotDominanceDto"];
            houses: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
            playerCount: number;
            /** @example 1 */
            round: number;
            supply: {
                [key: string]: number;
            };
            tracks: components["schemas"]["AgotTracksDto"];
            victory: {
                [key: string]: number;
            };
            /** @example 2 */
            wildlingThreat: number;
        };
        AgotSetupTerrainResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["AgotSetupResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        AgotSideStrengthDto: {
            parts: components["schemas"]["AgotStrengthPartDto"][];
            total: number;
        };
        AgotStrengthDto: {
            attacker: components["schemas"]["AgotSideStrengthDto"];
            defender: components["schemas"]["AgotSideStrengthDto"];
        };
        AgotStrengthPartDto: {
            source: string;
            value: number;
        };
        AgotSupplyDecisionDto: {
            /** @description The units destroyed so the armies fit the new Supply */
            destroy: components["schemas"]["AgotUnitRefDto"][];
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
        };
        AgotSupportDto: {
            /** @example castle-black */
            area: string;
            /** @description The supporting house asks for the Valyrian Steel Blade: refused (422 BLADE_NOT_COMBATANT), only a combatant may use it */
            blade?: boolean;
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @description Special Support order (+1) */
            star?: boolean;
            /** @enum {string} */
            to: "attacker" | "defender" | "none";
            units: components["schemas"]["AgotUnitDto"][];
        };
        AgotTestMoraleResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["AgotMoraleResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        AgotTidesOfBattleDto: {
            /**
             * @description The attacker's card (after any redraw); omitted: drawn
             * @enum {string}
             */
            attacker?: "zero" | "sword" | "fortification" | "two" | "three" | "skull";
            /** @description D9: the Blade holder redraws his first card */
            bladeRedraw?: components["schemas"]["AgotBladeRedrawDto"];
            /** @description D10: the cards left in the deck before this combat; default the full 24 */
            deck?: ("zero" | "sword" | "fortification" | "two" | "three" | "skull")[];
            /**
             * @description The defender's card (after any redraw); omitted: drawn
             * @enum {string}
             */
            defender?: "zero" | "sword" | "fortification" | "two" | "three" | "skull";
        };
        AgotTieOrdersDto: {
            fiefdoms?: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
            ironThrone?: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
            kingsCourt?: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
        };
        AgotTokenDiscardedDto: {
            area: string;
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
        };
        AgotTrackBidsDto: {
            fiefdoms?: components["schemas"]["AgotHouseBidDto"][];
            ironThrone?: components["schemas"]["AgotHouseBidDto"][];
            kingsCourt?: components["schemas"]["AgotHouseBidDto"][];
        };
        AgotTracksDto: {
            fiefdoms: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
            ironThrone: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
            kingsCourt: ("baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell")[];
        };
        AgotUnitDestinationsDto: {
            to: string[];
            unit: number;
        };
        AgotUnitDto: {
            routed?: boolean;
            /** @enum {string} */
            type: "footman" | "knight" | "ship" | "siegeEngine";
        };
        AgotUnitRefDto: {
            /** @example winterfell */
            area: string;
            /** @enum {string} */
            type: "footman" | "knight" | "ship" | "siegeEngine";
        };
        AgotUnitTotalsDto: {
            footman: number;
            knight: number;
            ship: number;
            siegeEngine: number;
        };
        AgotUpgradeChoiceDto: {
            /**
             * @description A supporting Baratheon area granted to this side
             * @example castle-black
             */
            area?: string;
            /** @description Index of the Footman in the side’s units, or in the supporting area’s units when `area` is given */
            unit: number;
        };
        AgotValidateArmyResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["AgotArmyResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        AgotValyrianBladeDto: {
            /** @description The Blade was already used this round (L1057-1061) */
            used?: boolean;
        };
        AgotViolationDto: {
            /** @example SUPPLY_ARMY_TOO_LARGE */
            code: string;
            message: string;
            path: string;
        };
        AgotWaitingForDto: {
            required?: components["schemas"]["AgotRequiredDto"];
            /** @enum {string} */
            status: "pending" | "illegal" | "undecided";
            /** @description Index of the step in steps */
            step: number;
        };
        AgotWesterosCardDto: {
            /**
             * @description The card (catalogue westerosCards)
             * @enum {string}
             */
            card: "supply" | "mustering" | "aThroneOfBlades" | "winterIsComing" | "lastDaysOfSummer" | "clashOfKings" | "gameOfThrones" | "darkWingsDarkWords" | "wildlingsAttack" | "putToTheSword" | "stormOfSwords" | "rainsOfAutumn" | "seaOfStorms" | "webOfLies" | "feastForCrows";
            /**
             * @description The deck: I, II or III
             * @enum {number}
             */
            deck: 1 | 2 | 3;
            /** @description Winter Is Coming: the card drawn after shuffling this deck, and the next if that is Winter Is Coming again */
            drawn?: ("supply" | "mustering" | "aThroneOfBlades" | "winterIsComing" | "lastDaysOfSummer" | "clashOfKings" | "gameOfThrones" | "darkWingsDarkWords" | "wildlingsAttack" | "putToTheSword" | "stormOfSwords" | "rainsOfAutumn" | "seaOfStorms" | "webOfLies" | "feastForCrows")[];
        };
        AgotWesterosChangeDto: {
            destroyed?: components["schemas"]["AgotUnitRefDto"][];
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            mustered?: components["schemas"]["AgotMusterDto"][];
            /** @description available Power; lostToPool: what the Power Pool could not give */
            power?: {
                from?: number;
                lostToPool?: number;
                to?: number;
            };
            reasons?: {
                code?: string;
                message?: string;
                path?: string;
            }[];
            /** @description Supply: the reconciliation still owed (as supplyReconcile) */
            reconcile?: {
                [key: string]: unknown;
            };
            required?: components["schemas"]["AgotRequiredDto"];
            /** @enum {string} */
            status: "applied" | "nothing" | "pending" | "illegal";
            supply?: {
                from?: number;
                to?: number;
            };
        };
        AgotWesterosDecisionsDto: {
            /** @description Clash of Kings: the bids on each track */
            bids?: components["schemas"]["AgotTrackBidsDto"];
            /**
             * @description Dark Wings, Dark Words: the Messenger Raven holder’s choice
             * @enum {string}
             */
            darkWings?: "clashOfKings" | "gameOfThrones" | "none";
            /** @description Mustering: each house’s plan */
            muster?: components["schemas"]["AgotMusterDecisionDto"][];
            /**
             * @description Put to the Sword: the Valyrian Steel Blade holder’s choice
             * @enum {string}
             */
            putToTheSword?: "noMarchPlusOne" | "noDefense" | "none";
            /** @description Supply: the units each house destroys to fit its new level */
            supply?: components["schemas"]["AgotSupplyDecisionDto"][];
            /**
             * @description A Throne of Blades: the Iron Throne holder’s choice
             * @enum {string}
             */
            throneOfBlades?: "muster" | "supply" | "none";
            /** @description Clash of Kings: the Iron Throne holder’s order for tied bidders, per track */
            tieOrder?: components["schemas"]["AgotTieOrdersDto"];
            /** @description The Wildling attacks, in the order they happen */
            wildlingAttacks?: components["schemas"]["AgotPhaseWildlingAttackDto"][];
        };
        AgotWesterosStepDto: {
            /** @description wildlingAttack: the attack, as kind wildlingAttack answers it */
            attack?: {
                [key: string]: unknown;
            };
            /** @description Clash of Kings: each track bid (order, ties, tiesDecidedBy, dominance, powerToPool) */
            bidding?: {
                [key: string]: unknown;
            }[];
            /** @enum {string} */
            card?: "supply" | "mustering" | "aThroneOfBlades" | "winterIsComing" | "lastDaysOfSummer" | "clashOfKings" | "gameOfThrones" | "darkWingsDarkWords" | "wildlingsAttack" | "putToTheSword" | "stormOfSwords" | "rainsOfAutumn" | "seaOfStorms" | "webOfLies" | "feastForCrows";
            changes?: components["schemas"]["AgotWesterosChangeDto"][];
            choice?: string;
            chooser?: components["schemas"]["AgotChooserDto"];
            cite: string;
            /** @enum {number} */
            deck?: 1 | 2 | 3;
            /**
             * @description Winter Is Coming: the card drawn in its place
             * @enum {string}
             */
            drawn?: "supply" | "mustering" | "aThroneOfBlades" | "winterIsComing" | "lastDaysOfSummer" | "clashOfKings" | "gameOfThrones" | "darkWingsDarkWords" | "wildlingsAttack" | "putToTheSword" | "stormOfSwords" | "rainsOfAutumn" | "seaOfStorms" | "webOfLies" | "feastForCrows";
            /** @description round / wildlingTrack: the marker or threat before */
            from?: number;
            /** @description round: the marker stood on 10, the game ends */
            gameEnds?: boolean;
            /** @description wildlingTrack: the Wildling icons counted */
            icons?: number;
            required?: components["schemas"]["AgotRequiredDto"];
            /** @enum {string|null} */
            restriction?: "noMarchPlusOne" | "noDefense" | "noRaid" | "noConsolidate" | "noSupport" | null;
            /** @enum {string} */
            status: "applied" | "nothing" | "pending" | "illegal" | "undecided" | "notReached";
            /** @enum {string} */
            step: "round" | "wildlingTrack" | "card" | "wildlingAttack";
            /** @description wildlingAttack waiting for its bids: the Wildlings’ strength */
            strength?: number;
            /** @description round / wildlingTrack: the marker or threat after */
            to?: number;
            /**
             * @description wildlingAttack: the threat reached 12, or a Wildlings Attack card
             * @enum {string}
             */
            trigger?: "threatTwelve" | "card";
        };
        AgotWildlingChoiceDto: {
            /** @description Units destroyed: Mammoth Riders, The Horde Descends, Preemptive Raid (option destroy), Rattleshirt's Raiders (armies over the new supply) */
            destroy?: components["schemas"]["AgotUnitRefDto"][];
            /** @description Massing on the Milkwater, everyone else: the House card discarded */
            discard?: string;
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @description The Horde Descends, highest bidder: the Castle or Stronghold area mustered in (null declines) */
            muster?: string | null;
            /**
             * @description Preemptive Raid, lowest bidder
             * @enum {string}
             */
            option?: "destroy" | "influence";
            /** @description Crow Killers: the Knights affected in order (Footmen go to the first while available), or the Footmen that become Knights */
            replace?: components["schemas"]["AgotUnitRefDto"][];
            /** @description Mammoth Riders, highest bidder: the card taken back (null declines) */
            retrieve?: string | null;
            /**
             * @description A King Beyond the Wall; Preemptive Raid when the highest tracks tie
             * @enum {string}
             */
            track?: "ironThrone" | "fiefdoms" | "kingsCourt";
        };
        AgotWildlingHouseDto: {
            /** @description westeros: available Power (required there); the Wildling attack reads it from its bids */
            availablePower?: number;
            /** @description House card ids in the discard pile (Massing on the Milkwater, Mammoth Riders) */
            discards?: string[];
            /** @description House card ids in hand (Massing on the Milkwater) */
            hand?: string[];
            /** @enum {string} */
            house: "baratheon" | "lannister" | "stark" | "greyjoy" | "tyrell" | "martell";
            /** @description Supply track position (Rattleshirt's Raiders; the Westeros phase's Mustering) */
            supplyLevel?: number;
        };
        AppendEventDto: {
            /** @description rules: {request, response}; note: {text} */
            data: {
                [key: string]: unknown;
            };
            /**
             * @description rules: a rules call (request and response); note: free text
             * @enum {string}
             */
            kind: "rules" | "note";
        };
        AsoiafArmyCardDto: {
            /** @description Attachments: the index in `units` of the Combat Unit it joins */
            attachTo?: number;
            /**
             * @description A card of the catalogue (`cards`); inline fields override it
             * @enum {string}
             */
            catalogueId?: "stark-sworn-swords" | "lannister-guardsmen" | "stark-archers" | "umber-berserkers" | "lannister-crossbowmen" | "pyromancers" | "lannister-halberdiers" | "stark-outriders" | "mountains-men" | "grey-wind" | "guard-captain" | "captain-of-the-guard" | "jaime-lannister-kingslayer" | "jaime-lannister-young-lion" | "cersei-lannister-queen-regent";
            /** @description The Character this card is a version of (unique per army and team) */
            character?: string;
            /** @description The Commander */
            commander?: boolean;
            /** @description House emblem (e.g. stark, lannister) or neutral; required for an inline card */
            faction?: string;
            /**
             * @description Default: the card's, else combatUnit
             * @enum {string}
             */
            kind?: "combatUnit" | "attachment" | "ncu";
            name?: string;
            /** @description Point cost (the seeds print none); a Commander defaults to 0 */
            points?: number;
            /** @description The card's own requirements (data the seeds do not print) */
            restrictions?: components["schemas"]["AsoiafCardRestrictionsDto"];
            /** @enum {string} */
            tray?: "infantry" | "cavalry" | "soloSmall" | "soloLarge";
            /**
             * @description Default: the card's, else infantry
             * @enum {string}
             */
            unitType?: "infantry" | "cavalry" | "monster" | "warMachine";
        };
        AsoiafArmyRequestDto: {
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /**
             * @description The army's faction, or neutral
             * @example stark
             */
            faction: string;
            /**
             * @description Points per player: Small 30, Medium 40, Large 50, any value allowed
             * @example 40
             */
            gameSize: number;
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            /** @description The Tactics deck, checked when given */
            tacticsDeck?: components["schemas"]["AsoiafTacticsCardDto"][];
            /** @description Team games: the teammates' lists */
            teammates?: components["schemas"]["AsoiafTeammateDto"][];
            /** @description Every Combat Unit, attachment and NCU, one card each */
            units: components["schemas"]["AsoiafArmyCardDto"][];
        };
        AsoiafArmyResultDto: {
            /** @description Pointer of the Commander's card */
            commander: string | null;
            faction: string;
            gameSize: number;
            /** @description null for a Neutral army */
            neutralLimit: number | null;
            neutralPoints: number;
            /** @description Points spent (a Commander counts 0) */
            total: number;
            valid: boolean;
            violations: components["schemas"]["AsoiafArmyViolationDto"][];
            vpTarget: number | null;
            /** @description Warnings (GAME_SIZE_NONSTANDARD) */
            warnings?: components["schemas"]["AsoiafArmyViolationDto"][];
        };
        AsoiafArmyViolationDto: {
            cite: string;
            /** @enum {string} */
            code: "POINTS_LIMIT_EXCEEDED" | "FACTION_MISMATCH" | "NEUTRAL_LIMIT_EXCEEDED" | "NEUTRAL_FACTION_NON_NEUTRAL_CARD" | "COMMANDER_MISSING" | "COMMANDER_MULTIPLE" | "COMMANDER_WITHOUT_HOST" | "COMMANDER_COST_NONZERO" | "CHARACTER_DUPLICATE" | "TEAM_CHARACTER_DUPLICATE" | "ATTACHMENT_UNASSIGNED" | "ATTACHMENT_LIMIT" | "ATTACHMENT_TYPE_MISMATCH" | "ATTACHMENT_ON_SOLO" | "ATTACHMENT_HOST_NOT_COMBAT_UNIT" | "CARD_RESTRICTION" | "TACTICS_DECK_INVALID" | "GAME_SIZE_NONSTANDARD";
            message: string;
            /** @description Their names */
            names: string[];
            /** @description JSON pointer into the request */
            path: string;
            /** @description JSON pointers of the cards concerned */
            units: string[];
        };
        AsoiafAttackDefenderDto: {
            /** @description Abilities the engine applies (catalogue `abilities`); unknown: 400 unknown_reference */
            abilities?: ("ironValour" | "unyielding" | "retaliation" | "lannisterSupremacy" | "fearsomeVisage" | "hinder" | "atAnyCost")[];
            /** @description The card's attacks */
            attacks?: components["schemas"]["AsoiafAttackProfileDto"][];
            /**
             * @description Combat Unit card id (catalogue `cards`)
             * @enum {string}
             */
            catalogueId?: "stark-sworn-swords" | "lannister-guardsmen" | "stark-archers" | "umber-berserkers" | "lannister-crossbowmen" | "pyromancers" | "lannister-halberdiers" | "stark-outriders" | "mountains-men" | "grey-wind";
            /** @description Defence X+ (required unless the card prints it) */
            defense?: number;
            /** @example lannister */
            faction?: string;
            /** @description Figures left on the tray (default: a full tray) */
            figures?: number;
            /** @description Morale X+ (required unless the card prints it) */
            morale?: number;
            /** @example Lannister Guardsmen */
            name?: string;
            /** @description Speed, inches */
            speed?: number;
            /** @description 2021: a Destructible terrain piece within 1" attacked in melee: removed, no dice. Give no other defender field. */
            terrain?: components["schemas"]["AsoiafTerrainTargetDto"];
            tokens?: components["schemas"]["AsoiafTokensDto"];
            /**
             * @description Default: by unit type (infantry 12 figures, cavalry 4, monster/war machine a large solo)
             * @enum {string}
             */
            tray?: "infantry" | "cavalry" | "soloSmall" | "soloLarge";
            /**
             * @description Default: the card's, else infantry
             * @enum {string}
             */
            unitType?: "infantry" | "cavalry" | "monster" | "warMachine";
            /** @description A Storm of Swords: the target is a castle wall segment (melee only, no Defence, no panic; every hit a wound). Give no other defender field. */
            wall?: components["schemas"]["AsoiafWallDto"];
            /** @description Wound tokens on the current figure (multi-wound figures) */
            woundsOnFigure?: number;
            /** @description Wounds per figure (default: the card's, else 1) */
            woundsPerFigure?: number;
        };
        AsoiafAttackExpectedDto: {
            /** @description Wounds the attacker suffers (Fearsome Visage, Wildfire, Retaliation, Lannister Supremacy) */
            attackerWounds: number;
            hits: number;
            /** @description Attack wounds plus panic wounds */
            totalWounds: number;
            wounds: number;
        };
        AsoiafAttackProfileDto: {
            /**
             * @description Dice with all ranks, one rank lost, two ranks lost (green, yellow, red)
             * @example [
             *       7,
             *       5,
             *       3
             *     ]
             */
            dice: number[];
            /**
             * @description To hit: X+
             * @example 4
             */
            hit: number;
            /** @description Attack keywords the engine applies (catalogue `attackKeywords`); unknown: 400 unknown_reference */
            keywords?: ("vicious" | "sundering" | "criticalBlow" | "precision" | "noDefence" | "selfWoundOnOnes")[];
            /**
             * @example melee
             * @enum {string}
             */
            kind: "melee" | "ranged";
            /** @example Blades */
            name: string;
            /**
             * @description Ranged: short or long range
             * @enum {string}
             */
            range?: "short" | "long";
        };
        AsoiafAttackRequestDto: {
            /**
             * @description The defender's arc the attacker stands in (majority of its tray); default front
             * @enum {string}
             */
            arc?: "front" | "flank" | "rear";
            /** @description The attacker's attack by name; default its only attack (of `kind`, if given) */
            attack?: string;
            /** @description The attacking unit */
            attacker: components["schemas"]["AsoiafUnitDto"];
            /** @description The attacker is within 6" of Horrifying terrain (its own panic tests −1) */
            attackerNearHorrifying?: boolean;
            /** @description The attacker is within 6" of Inspiring terrain (its own panic tests +1) */
            attackerNearInspiring?: boolean;
            /** @description 2018: the ranged attacker is within 1" of that Cover (no bonus) */
            attackerWithin1OfCover?: boolean;
            /** @description Automatic hits added to the attack (Defence allowed) */
            autoHits?: number;
            /** @description Automatic Wounds the attack inflicts besides its hits, from cards the engine does not know (no Defence roll; 000 L174-179) */
            autoWounds?: number;
            /** @description The attack ends a charge (charge bonus) */
            charge?: boolean;
            /** @description 2018 only: a Cover piece between a ranged attacker and its target (+1 Defence) */
            cover?: boolean;
            /** @description 2021: the charge crossed or ended in Difficult terrain (no charge bonus) */
            crossedDifficult?: boolean;
            /** @description The charge crossed or ended in the defender's Fortified terrain (+1 Defence) */
            crossedFortified?: boolean;
            /** @description Further modifier to the Defence dice */
            defenceModifier?: number;
            /** @description The unit attacked, or a castle wall (`wall`) */
            defender: components["schemas"]["AsoiafAttackDefenderDto"];
            /** @description The defender is within 6" of Horrifying terrain (−1 panic) */
            defenderNearHorrifying?: boolean;
            /** @description The defender is within 6" of Inspiring terrain (+1 panic) */
            defenderNearInspiring?: boolean;
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @description A Disordered charge (no charge bonus) */
            disordered?: boolean;
            /** @description Further modifier to the attack dice from cards the engine does not know */
            hitModifier?: number;
            /**
             * @description Pick the attacker's attack of this kind
             * @enum {string}
             */
            kind?: "melee" | "ranged";
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @description Further modifier to the defender's panic test */
            panicModifier?: number;
            /** @description An attack profile inline (the seeds print few attack lines) */
            profile?: components["schemas"]["AsoiafAttackProfileDto"];
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            /** @description A trigger event of this attack: which effects may be declared, illegal declarations, resolution order (§1.7) */
            triggers?: components["schemas"]["AsoiafTriggersDto"];
            /** @description An effect makes the attacker use its highest attack dice value, whatever its ranks (000 L1737-1740) */
            useHighestDice?: boolean;
            /** @description An effect makes the attacker use its lowest attack dice value; with useHighestDice too, the lowest is used (000 L1737-1740) */
            useLowestDice?: boolean;
        };
        AsoiafAttackResultDto: {
            /** @description The flank or rear bonus applies */
            arcBonus: boolean;
            /** @description 2018 At Any Cost: a figure destroyed to pass the panic test */
            atAnyCost?: boolean;
            attack: string;
            attackerDestroyed?: boolean;
            attackerWounds?: number;
            chargeBonus: boolean;
            defenceModifier: number;
            /** @description Defence X+; null when the attack allows no Defence rolls */
            defenceOn: number | null;
            defenderRanksBefore: number;
            destroyed?: boolean;
            /** @description Attack dice by the ranks the attacker has left */
            dice: number;
            /** @description Exact mode: means */
            expected?: components["schemas"]["AsoiafAttackExpectedDto"];
            /**
             * @description Fearsome Visage: the attacker's panic test before attacking
             * @enum {string}
             */
            fearsomeVisage?: "pass" | "fail";
            figuresLost?: number;
            hitModifier: number;
            /** @description X+ to hit */
            hitOn: number;
            /** @description Seeded and given modes */
            hits?: number;
            /** @enum {string} */
            kind: "melee" | "ranged";
            /**
             * @description auto: no wound, passed automatically; none: destroyed, no test
             * @enum {string}
             */
            panic?: "pass" | "fail" | "auto" | "none";
            /** @description The defender's Panicked token was spent */
            panickedTokenSpent?: boolean;
            /** @description Sum of the modifiers to the defender's panic test */
            panicModifier: number;
            panicWounds?: number;
            /** @description Exact mode */
            pDestroyed?: number;
            /** @description Exact mode */
            pPanicFailed?: number;
            ranksLost?: number;
            /** @description A Destructible terrain piece: removed (no dice) */
            removed?: boolean;
            /**
             * @description Lannister Supremacy: the attacker's panic test
             * @enum {string}
             */
            supremacy?: "pass" | "fail";
            /**
             * @description Present when the target is a castle wall or a terrain piece
             * @enum {string}
             */
            target?: "castleWall" | "destructibleTerrain";
            totalWounds?: number;
            /** @description With `triggers`: the answer about that trigger event */
            triggers?: components["schemas"]["AsoiafTriggerAnswerDto"];
            /** @description Castle wall: its wounds left before the attack */
            wallWoundsLeft?: number;
            wounds?: number;
        };
        AsoiafBoardDto: {
            /** @description inches; default 48 */
            depth: number;
            /** @description inches; default 48 */
            width: number;
        };
        AsoiafCardRestrictionsDto: {
            /** @description A Combat Unit whose card lets it hold more than one attachment; default 1 */
            attachmentSlots?: number;
            /** @description Names or catalogue ids of the Combat Units this attachment may join */
            attachOnlyTo?: string[];
            /** @description Names, catalogue ids or Characters the army may not contain */
            excludes?: string[];
            /** @description Names, catalogue ids or Characters the army must also contain */
            requires?: string[];
        };
        AsoiafChargeArcSharesDto: {
            front: number;
            left: number;
            rear: number;
            right: number;
        };
        AsoiafChargeExtraEnemyDto: {
            /** @enum {string} */
            action: "alignHalf" | "moveAway" | "engaged";
            /**
             * @description Its arc seen from the charger
             * @enum {string}
             */
            arc: "front" | "rear" | "left" | "right";
            id: string;
        };
        AsoiafChargeFactsDto: {
            /**
             * @description The target's arc the charger stands in (default front)
             * @enum {string}
             */
            arc?: "front" | "rear" | "left" | "right";
            /** @description 2018: another unit is engaged in that arc at 100 % (default false) */
            arcFullyEngaged?: boolean;
            /** @description That arc has room for the charger (2021: 50 % contact; default true) */
            arcHasRoom?: boolean;
            /**
             * @description The charger's card (its Speed)
             * @enum {string}
             */
            catalogueId?: "stark-sworn-swords" | "lannister-guardsmen" | "stark-archers" | "umber-berserkers" | "lannister-crossbowmen" | "pyromancers" | "lannister-halberdiers" | "stark-outriders" | "mountains-men" | "grey-wind";
            /**
             * @description Straight travel after the pivot until the charger first touches the target, inches
             * @example 8
             */
            distance: number;
            /** @description 2018: enemies of the target already engaged on that side (default 0) */
            enemiesEngagedInArc?: number;
            /** @description The charger is engaged (default false) */
            engaged?: boolean;
            /** @description The target is in the charger's line of sight (default true) */
            inLineOfSight?: boolean;
            /** @description Every lane meets another unit or Impassable terrain before the target (default false) */
            laneBlocked?: boolean;
            /** @description The charger's Speed (or give catalogueId) */
            speed?: number;
            /** @description Terrain pieces on the lane */
            terrain?: components["schemas"]["AsoiafChargeFactTerrainDto"][];
        };
        AsoiafChargeFactTerrainDto: {
            /** @description The charger ends on the piece (entered, not crossed); default false */
            endsOn?: boolean;
            /** @description Keywords of the rules version */
            keywords?: ("blocksLoS" | "cover" | "destructible" | "difficult" | "elevated" | "rough" | "fortified" | "horrifying" | "inspiring" | "impassable" | "dangerous" | "slowing")[];
            /**
             * @description A named piece on the lane: its keywords for the rules version
             * @enum {string}
             */
            piece?: "forest" | "weirwood" | "corpsePile" | "palisade" | "marsh" | "stakes" | "wall" | "hedge";
        };
        AsoiafChargePointDto: {
            /** @description inches from the left table edge */
            x: number;
            /** @description inches from the near table edge */
            y: number;
        };
        AsoiafChargePoseDto: {
            centre: components["schemas"]["AsoiafChargePointDto"];
            facing: number;
        };
        AsoiafChargeReasonDto: {
            cite: string;
            /** @enum {string} */
            code: "CHARGER_ENGAGED" | "TARGET_NOT_ENEMY" | "NO_LINE_OF_SIGHT" | "ARC_NO_ROOM" | "ARC_FULLY_ENGAGED" | "ARC_TWO_ENEMIES" | "OUT_OF_REACH" | "LANE_BLOCKED" | "PIVOT_NO_LINE_OF_SIGHT" | "PIVOT_OUT_OF_REACH" | "UNIT_ENGAGED" | "NOT_ENGAGED" | "BEYOND_ALLOWANCE" | "NO_LEGAL_RETREAT" | "RETREAT_DIRECTION" | "PASSES_THROUGH_ENEMY" | "IMPASSABLE_TERRAIN" | "ENDS_OVERLAPPING" | "ENDS_NEAR_ENEMY" | "OFF_TABLE" | "ATTACKER_ENGAGED" | "OUT_OF_RANGE" | "SHIFT_LOSES_TARGETS" | "MELEE_NOT_ENGAGED" | "TARGET_NOT_ENGAGED" | "REFACE_SEVERAL_ENEMIES" | "REFACE_NOT_NEEDED" | "REFACE_NO_ROOM";
            message: string;
            /** @description The request field the reason is about (JSON pointer) */
            path?: string;
        };
        AsoiafChargeRequestDto: {
            /** @description Required unless facts are given */
            chargerId?: string;
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @description Pre-computed facts instead of units, terrain and table (digest §4.8) */
            facts?: components["schemas"]["AsoiafChargeFactsDto"];
            /** @description The facing the charger pivots to (default: the best lane) */
            heading?: number;
            /** @description maneuver, march, retreat: the legs of the move in order (an empty list: no move); a retreat without legs searches for any legal retreat */
            legs?: components["schemas"]["AsoiafMoveLegDto"][];
            /**
             * @description What to check (default charge): charge; maneuver, march, retreat (a move: unitId, legs); target (a ranged target: unitId, targetId, range, shift); reface (the melee re-face: unitId, targetId)
             * @enum {string}
             */
            mode?: "charge" | "maneuver" | "march" | "retreat" | "target" | "reface";
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /**
             * @description target: the ranged attack's range, Short (6") or Long (12")
             * @enum {string}
             */
            range?: "short" | "long";
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            /** @description target: the shift before the ranged attack */
            shift?: components["schemas"]["AsoiafShiftDto"];
            /**
             * @description On an exact split of the charger between two of the target's arcs, the one it takes (default: flank or rear over front)
             * @enum {string}
             */
            splitArc?: "front" | "rear" | "left" | "right";
            /** @description Default 48"×48" */
            table?: components["schemas"]["AsoiafChargeTableDto"];
            /** @description charge: required unless facts are given; target: required; reface: optional (the enemy to attack) */
            targetId?: string;
            terrain?: components["schemas"]["AsoiafChargeTerrainDto"][];
            /** @description The acting unit of every mode but charge */
            unitId?: string;
            /** @description Required unless facts are given */
            units?: components["schemas"]["AsoiafChargeUnitDto"][];
        };
        AsoiafChargeResultDto: {
            /** @enum {string|null} */
            alignment?: "full" | "half" | "closest" | null;
            /** @enum {string|null} */
            arc?: "front" | "rear" | "left" | "right" | null;
            arcShares?: components["schemas"]["AsoiafChargeArcSharesDto"];
            arcTied?: boolean;
            /** @description Contact length, inches */
            contact?: number | null;
            /** @description 2018: the defender's tray moved to allow the alignment */
            defenderShift?: components["schemas"]["AsoiafChargePointDto"] | null;
            /** @enum {string} */
            dice?: "1D6" | "2D6 keep the lower";
            /** @enum {string} */
            disorderedEffect?: "restOfTurn" | "untilEndOfAction";
            /** @description Straight travel to contact plus the counted swing of the pivot (option pivotSwing), inches */
            distance?: number | null;
            engagedWith?: string[];
            extraEnemies?: components["schemas"]["AsoiafChargeExtraEnemyDto"][];
            finalPosition?: components["schemas"]["AsoiafChargePoseDto"] | null;
            /** @description Facing after the pivot */
            heading?: number | null;
            inLineOfSight?: boolean;
            legal: boolean;
            maxReach?: number;
            /** @enum {string} */
            mode: "charge" | "maneuver" | "march" | "retreat" | "target" | "reface";
            /** @description maneuver, march, retreat */
            move?: components["schemas"]["AsoiafMoveResultDto"];
            needed?: number | null;
            pChargeBonus?: number;
            pChargeBonusFraction?: string;
            pDisordered?: number;
            pDisorderedFraction?: string;
            pFailed?: number;
            pivot?: number | null;
            pSuccess?: number;
            /** @example 4/6 */
            pSuccessFraction?: string;
            reasons: components["schemas"]["AsoiafChargeReasonDto"][];
            /** @description reface */
            reface?: components["schemas"]["AsoiafRefaceResultDto"];
            /** @description Seeded and given modes */
            roll?: components["schemas"]["AsoiafChargeRollDto"];
            speed?: number;
            /** @description target */
            target?: components["schemas"]["AsoiafTargetResultDto"];
            targetRetreatDirections?: ("back" | "left" | "right" | "forward")[];
            terrain?: components["schemas"]["AsoiafChargeTerrainEffectsDto"];
            terrainPenalty?: number;
        };
        AsoiafChargeRollDto: {
            chargeBonus: boolean;
            chargeDistance: number;
            /** @description A 1 on the die (2018 Slowing: a kept 1 or 2), even when the charge falls short: no Tactics cards (D6) */
            disordered: boolean;
            faces: number[];
            kept: number;
            /** @description A failed charge: the charger tests panic */
            panicTest: boolean;
            /** @description Null with facts */
            position: components["schemas"]["AsoiafChargePoseDto"] | null;
            success: boolean;
        };
        AsoiafChargeTableDto: {
            /** @example 48 */
            depth: number;
            /** @example 48 */
            width: number;
        };
        AsoiafChargeTerrainDto: {
            /** @description Keywords of the rules version (2021: difficult; 2018: slowing) */
            keywords?: ("blocksLoS" | "cover" | "destructible" | "difficult" | "elevated" | "rough" | "fortified" | "horrifying" | "inspiring" | "impassable" | "dangerous" | "slowing")[];
            /**
             * @description A named piece: its keywords for the rules version
             * @enum {string}
             */
            piece?: "forest" | "weirwood" | "corpsePile" | "palisade" | "marsh" | "stakes" | "wall" | "hedge";
            /** @description Outline, inches */
            polygon: components["schemas"]["AsoiafChargePointDto"][];
        };
        AsoiafChargeTerrainEffectsDto: {
            /** @description Indices of the pieces the lane crosses */
            crossed: number[];
            /** @description The charger suffers 1D3+1 wounds */
            dangerous: boolean;
            /** @description 2018: Destructible pieces removed */
            destroyed: number[];
            /** @description 2021: no charge bonus */
            difficult: boolean;
            /** @description The defender has +1 Defence */
            fortified: boolean;
            /** @description 2018: 2 dice, keep the lower */
            slowing: boolean;
        };
        AsoiafChargeUnitDto: {
            /**
             * @description A Combat Unit card (tray and Speed when it prints them)
             * @enum {string}
             */
            catalogueId?: "stark-sworn-swords" | "lannister-guardsmen" | "stark-archers" | "umber-berserkers" | "lannister-crossbowmen" | "pyromancers" | "lannister-halberdiers" | "stark-outriders" | "mountains-men" | "grey-wind";
            /** @description Centre of the tray, inches */
            centre: components["schemas"]["AsoiafChargePointDto"];
            /** @description Tray depth, inches; default by tray kind */
            depth?: number;
            /** @description Engaged with an enemy not shown (touching an enemy tray counts anyway) */
            engaged?: boolean;
            /**
             * @description Facing, degrees clockwise from +y
             * @example 0
             */
            facing: number;
            /** @example swords */
            id: string;
            /** @enum {string} */
            side: "A" | "B";
            /** @description Speed (required for the charger unless its card prints it) */
            speed?: number;
            /**
             * @description Tray kind (default: the card's, else infantry)
             * @enum {string}
             */
            tray?: "infantry" | "cavalry" | "soloSmall" | "soloLarge";
            /** @description Tray width (frontage), inches; default by tray kind */
            width?: number;
        };
        AsoiafCheckChargeResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["AsoiafChargeResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        AsoiafControlUnitDto: {
            /** @description Ranks left */
            ranks?: number;
            /** @description A solo unit (2021: its wounds left count as ranks) */
            solo?: boolean;
            /** @description A solo unit's wounds left */
            woundsLeft?: number;
        };
        AsoiafDangerousRollDto: {
            /** @description The D3s, in the order rolled */
            faces: number[];
            /** @description The wounds: each D3 + 1 */
            wounds: number;
        };
        AsoiafDangerousWoundsDto: {
            /** @description The exact distribution of the wounds */
            distribution: components["schemas"]["AsoiafWoundsOutcomeDto"][];
            /** @description How many times 1D3+1 wounds are suffered (one per Dangerous piece acted on or entered) */
            instances: number;
            mean: number;
        };
        AsoiafDeploymentDto: {
            firstPlayer: components["schemas"]["AsoiafFirstPlayerDto"];
            /**
             * @description Picks a deployment zone or hands the choice over; deploys first
             * @enum {string}
             */
            picksZone: "A" | "B";
            /** @description The final roll-off, A then B */
            rollOff: number[];
        };
        AsoiafDestroyedUnitDto: {
            /**
             * @description Who destroyed it; default enemy
             * @enum {string}
             */
            by?: "enemy" | "self" | "none";
            /** @description Destroyed by the enemy Commander's unit (A Clash of Kings) */
            byCommander?: boolean;
            /** @description Destroyed by a marked enemy unit (Fire and Blood) */
            byMarked?: boolean;
            /** @description A castle wall segment (A Storm of Swords): 5 VP */
            castleWall?: boolean;
            /** @description It is its owner's Commander (A Clash of Kings, Battle of Kings) */
            commander?: boolean;
            /** @description Index in `players` of the player who destroyed it: required in a free-for-all (it scores the VP); elsewhere the opposing side by default */
            destroyer?: number;
            /** @description One of its owner's marked units (Fire and Blood) */
            marked?: boolean;
            name?: string;
            /** @description Index in `players` of its owner */
            owner: number;
            /** @description Army points (2018: a 0-point unit gives no VP) */
            points?: number;
            /** @description VP tokens on it (Fire and Blood; 2018 A Feast for Crows) */
            vpTokens?: number;
        };
        AsoiafDiscardedPieceDto: {
            piece: string;
            reason: string;
        };
        AsoiafEliminatedDto: {
            player: number;
            /** @description It still has Combat Units in Reserve */
            unitsInReserve?: boolean;
        };
        AsoiafEngagedEnemyDto: {
            /**
             * @description The arc of the acting unit it stands in
             * @enum {string}
             */
            arc: "front" | "rear" | "left" | "right";
            id: string;
        };
        AsoiafFirstPlayerDto: {
            /**
             * @description 2021: the player who did not pick the zone decides who is first
             * @enum {string}
             */
            decidedBy?: "A" | "B";
            /**
             * @description 2018: the player who did not pick the zone is first
             * @enum {string}
             */
            is?: "A" | "B";
        };
        AsoiafMoraleRequestDto: {
            /**
             * @description trigger attack: the arc the attacker stood in
             * @enum {string}
             */
            arc?: "front" | "flank" | "rear";
            /**
             * @description trigger attack: its kind (2018: flank and rear bonuses are melee only)
             * @enum {string}
             */
            attackKind?: "melee" | "ranged";
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /**
             * @description A Morale test (2D6) or a panic test (2021: 2D6 and D3)
             * @example panic
             * @enum {string}
             */
            kind: "morale" | "panic";
            /** @description Further modifiers from cards the engine does not know */
            modifier?: number;
            /** @description Within 6" of Horrifying terrain (−1) */
            nearHorrifying?: boolean;
            /** @description Within 6" of Inspiring terrain (+1) */
            nearInspiring?: boolean;
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            /**
             * @description What calls for the panic test
             * @enum {string}
             */
            trigger?: "attack" | "failedCharge" | "rangedIntoMelee" | "crownZone" | "ability" | "other";
            /** @description The testing unit */
            unit: components["schemas"]["AsoiafUnitDto"];
            /** @description trigger attack: the attack was Vicious (−2) */
            vicious?: boolean;
            /** @description trigger attack: wounds the attack inflicted (0: passed automatically) */
            woundsInflicted?: number;
        };
        AsoiafMoraleResultDto: {
            /** @description 2018 At Any Cost: a figure destroyed to pass */
            atAnyCost?: boolean;
            /** @description Passed automatically (an attack with no wound): no dice */
            automatic: boolean;
            destroyed?: boolean;
            /** @description Exact mode */
            expectedWounds?: number;
            figuresLeft?: number;
            /** @enum {string} */
            kind: "morale" | "panic";
            /** @description Sum of the modifiers to the 2D6 total */
            modifier: number;
            /** @description Morale X+ */
            morale: number;
            panickedTokenSpent?: boolean;
            /** @description Seeded and given modes */
            passed?: boolean;
            /** @description Exact mode */
            pDestroyed?: number;
            /** @description Exact mode */
            pFail?: number;
            /** @description Exact mode */
            pPass?: number;
            ranksLost?: number;
            required: boolean;
            /** @description 2D6 + modifiers, never below 0 */
            total?: number;
            trigger: string | null;
            wounds?: number;
        };
        AsoiafMoveLegDto: {
            /**
             * @description The straight move's direction relative to the facing (default forward; Retreat: back, left, right, or forward when allowed)
             * @enum {string}
             */
            direction?: "forward" | "back" | "left" | "right";
            /**
             * @description A straight move, inches
             * @example 5
             */
            distance?: number;
            /**
             * @description A pivot about the tray centre, degrees clockwise (negative: anticlockwise); give either pivot or distance
             * @example 90
             */
            pivot?: number;
        };
        AsoiafMovePoseDto: {
            centre: components["schemas"]["AsoiafChargePointDto"];
            facing: number;
        };
        AsoiafMoveResultDto: {
            /** @description Maneuver: Speed; March: 2 × Speed; Retreat: null (Speed + D6) */
            allowance: number | null;
            /** @description Seeded and given modes: the Dangerous terrain D3s in the order rolled (acting on it: before the action; entering it: after the move, so after a retreat die) */
            dangerousRoll?: components["schemas"]["AsoiafDangerousRollDto"];
            /** @description A legal move on or into Dangerous terrain: the wounds, exactly */
            dangerousWounds?: components["schemas"]["AsoiafDangerousWoundsDto"];
            /** @description The straight legs, inches */
            distance: number;
            engagedWith: components["schemas"]["AsoiafEngagedEnemyDto"][];
            finalPosition: components["schemas"]["AsoiafMovePoseDto"];
            /** @description Retreat: enemies left unengaged, each may pivot free */
            freePivot: string[];
            /** @description Retreat: the smallest die that allows the legs */
            needed: number | null;
            /** @description The chance that the move is possible (Retreat: over the D6; else 1 or 0) */
            pPossible: number;
            /** @example 5/6 */
            pPossibleFraction: string;
            /** @description Retreat: the directions allowed */
            retreatDirections: ("back" | "left" | "right" | "forward")[];
            /** @description Retreat, seeded and given modes */
            roll?: components["schemas"]["AsoiafRetreatRollDto"];
            /** @description Retreat of an engaged unit: whether any legal retreat exists, and the one needing the lowest die */
            search?: components["schemas"]["AsoiafRetreatSearchDto"];
            speed: number;
            terrain: components["schemas"]["AsoiafMoveTerrainDto"];
            /** @description Inches lost to Rough terrain */
            terrainPenalty: number;
        };
        AsoiafMoveTerrainDto: {
            /** @description Pieces a straight leg crosses or the move ends on */
            crossed: number[];
            /** @description 1D3+1 wounds (2021: entering it or acting on it; 2018: moving through or ending on it) */
            dangerous: boolean;
            /** @description 2018: Destructible pieces removed */
            destroyed: number[];
        };
        AsoiafObjectiveHolderDto: {
            /** @description The unit the player's Commander is in */
            commander?: boolean;
            /**
             * @description How its tray covers the token; default fully
             * @enum {string}
             */
            covers?: "fully" | "partly";
            /** @description Index in `players` */
            player: number;
            /** @description Ranks left */
            ranks?: number;
            /** @description A solo unit (2021: its wounds left count as ranks) */
            solo?: boolean;
            /** @description The unit (a unit carries one token at most) */
            unit?: string;
            /** @description A solo unit's wounds left */
            woundsLeft?: number;
        };
        AsoiafObjectiveStateDto: {
            /** @description Enemy Combat Units engaged with the holder */
            engaged?: components["schemas"]["AsoiafControlUnitDto"][];
            /** @description The unit on / carrying / first touching the token (per mode and version) */
            holder?: components["schemas"]["AsoiafObjectiveHolderDto"];
            id?: string;
            /**
             * @description Battle of Kings: the centre token (2 VP) or a side token (1 VP)
             * @enum {string}
             */
            position?: "centre" | "side";
        };
        AsoiafPlacedPieceDto: {
            centre: components["schemas"]["AsoiafPointDto"];
            depth: number;
            extra?: boolean;
            keywords: string[];
            piece: string;
            /** @enum {string} */
            placedBy?: "A" | "B" | "defender" | "setup";
            width: number;
        };
        AsoiafPointDto: {
            /** @description inches from the left edge */
            x: number;
            /** @description inches from player A's edge */
            y: number;
        };
        AsoiafQuadrantDto: {
            units: components["schemas"]["AsoiafQuadrantUnitDto"][];
        };
        AsoiafQuadrantUnitDto: {
            /** @description The Commander is here (+3) */
            commander?: boolean;
            name?: string;
            /** @description A Non-Combat Unit placed here as its action (one per player per quadrant) */
            ncu?: boolean;
            player: number;
            /** @description Army points (units with attachments, NCUs placed there) */
            points: number;
        };
        AsoiafRefacePositionDto: {
            /** @enum {string} */
            alignment: "full" | "half";
            centre: components["schemas"]["AsoiafChargePointDto"];
            facing: number;
        };
        AsoiafRefaceResultDto: {
            /** @enum {string|null} */
            alignment: "full" | "half" | null;
            /** @description 2021: acting on Dangerous terrain, wounds before the attack (exact) */
            dangerousWounds?: components["schemas"]["AsoiafDangerousWoundsDto"];
            engagedWith: components["schemas"]["AsoiafEngagedEnemyDto"][];
            /** @description The position of the alignment option (default full), else the other */
            finalPosition: components["schemas"]["AsoiafMovePoseDto"] | null;
            lineOfSightNeeded: boolean;
            /** @description Engaged with one enemy on the flank or rear and room to face it */
            mayReface: boolean;
            /** @description Engaged with one enemy and room for 100 % or 50 % alignment */
            maySlide: boolean;
            positions: components["schemas"]["AsoiafRefacePositionDto"][];
            /** @description Why there is no re-face or slide */
            reasons: components["schemas"]["AsoiafChargeReasonDto"][];
            /** @description The enemies it may attack, in line of sight or not */
            targets: string[];
        };
        AsoiafResolveAttackResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["AsoiafAttackResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        AsoiafRetreatRollDto: {
            /** @description Speed + the die */
            allowance: number;
            faces: number[];
            /** @description The legs fit in it */
            possible: boolean;
        };
        AsoiafRetreatSearchDto: {
            /**
             * @description The retreat found: its direction
             * @enum {string|null}
             */
            direction: "back" | "left" | "right" | "forward" | null;
            /** @description Its straight move, inches (the shortest needing that die) */
            distance: number | null;
            finalPosition: components["schemas"]["AsoiafMovePoseDto"] | null;
            /** @description The smallest D6 that allows some legal retreat */
            needed: number | null;
            /** @description The pivot after it, degrees clockwise */
            pivot: number | null;
            /** @description Pivot grid of the search, degrees */
            pivotStep: number;
            /** @description Some legal retreat exists (with a 6 at best); false: surrounded or no room to end more than 1" from every enemy, the unit cannot Retreat */
            possible: boolean;
            /** @description The chance that the D6 allows some legal retreat */
            pPossible: number;
            /** @example 5/6 */
            pPossibleFraction: string;
            /** @description Distance grid of the search, inches (the first legal distance is refined to 1e-6) */
            step: number;
        };
        AsoiafRoundDto: {
            /** @description Combat Units (and castle walls) destroyed this round */
            destroyed?: components["schemas"]["AsoiafDestroyedUnitDto"][];
            /** @description Players left with no Combat Unit on the table */
            eliminated?: components["schemas"]["AsoiafEliminatedDto"][];
            /** @description VP each player scored from Missions this round (their texts are not in the seeds) */
            missionVp?: number[];
            /** @description Each objective token at the end of the round */
            objectives?: components["schemas"]["AsoiafObjectiveStateDto"][];
            /** @description Here We Stand: the four quadrants at the end of the round */
            quadrants?: components["schemas"]["AsoiafQuadrantDto"][];
        };
        AsoiafRoundVpDto: {
            round: number;
            /** @description Running VP of each player at the end of the round */
            vp: number[];
        };
        AsoiafScoreScenarioResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["AsoiafScoringResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        AsoiafScoringPlayerDto: {
            /** @description Army points still on the battlefield (the tie-break after round 6) */
            armyPointsOnTable?: number;
            name: string;
            /** @description format teams: the player's team */
            team?: number;
        };
        AsoiafScoringRequestDto: {
            /** @description A Storm of Swords: the index of the Attacker (format teams: of the attacking team) */
            attacker?: number;
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /**
             * @description standard: two players (default); freeForAll: 3-4 players, each for itself, any mode but A Storm of Swords; teams: players on two teams, VP per team (§9.6)
             * @enum {string}
             */
            format?: "standard" | "freeForAll" | "teams";
            /**
             * @description Game mode of the rules version (catalogue `gameModes`): gameOfThrones, clashOfKings, stormOfSwords, feastForCrows, danceWithDragons, windsOfWinter, sharpAndReady, fireAndBlood, hereWeStand, darkWingsDarkWords, battleOfKings
             * @example gameOfThrones
             */
            gameMode: string;
            /** @example 40 */
            gameSize: number;
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @description The players, players[0] first: two (standard), 3-4 (freeForAll), 2-4 on two teams (teams) */
            players: components["schemas"]["AsoiafScoringPlayerDto"][];
            /** @description The completed rounds in order (at most 6) */
            rounds: components["schemas"]["AsoiafRoundDto"][];
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
        };
        AsoiafScoringResultDto: {
            breakdown: components["schemas"]["AsoiafVpLineDto"][];
            /** @enum {string} */
            decidedBy: "inProgress" | "vpTarget" | "elimination" | "roundLimit" | "armyPointsOnTable" | "defenderHeld" | "draw";
            ended: boolean;
            /**
             * @description Present for a multiplayer format
             * @enum {string}
             */
            format?: "freeForAll" | "teams";
            gameMode: string;
            /** @description Multiplayer: the sides out of the game (every Combat Unit destroyed) */
            out?: number[];
            rounds: components["schemas"]["AsoiafRoundVpDto"][];
            /** @description Multiplayer: the sides scoring (players, or teams named by their players) */
            sides?: string[];
            /** @description VP per side: per player, or with format teams per team */
            vp: number[];
            vpTarget: number;
            winner: string | null;
            winnerIndex?: number | null;
        };
        AsoiafSetupTerrainResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["AsoiafTerrainResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        AsoiafShiftDto: {
            /**
             * @description Straight forward, back or sideways, never oblique, no turning
             * @enum {string}
             */
            direction: "forward" | "back" | "left" | "right";
            /**
             * @description Inches, at most 2
             * @example 2
             */
            distance: number;
        };
        AsoiafTacticsCardDto: {
            copies: number;
            name: string;
            /** @enum {string} */
            source: "faction" | "commander";
        };
        AsoiafTargetResultDto: {
            /** @description 2018 Cover between them: +1 Defence for the target (2021: 0) */
            coverDefenceBonus: number;
            coverPieces: number[];
            /** @description Dangerous terrain: 2021 acting on it or the shift entering it; 2018 the shift moving through or ending on it (exact) */
            dangerousWounds?: components["schemas"]["AsoiafDangerousWoundsDto"];
            /** @description From the front arrow to the nearest part of the target's tray, after the shift */
            distance: number;
            /** @description The attacker stands on Elevated terrain */
            elevated: boolean;
            engagedWith: string[];
            /** @description After the shift */
            finalPosition: components["schemas"]["AsoiafMovePoseDto"];
            inLineOfSight: boolean;
            inRange: boolean;
            /** @description The front arrow after the shift */
            measuredFrom: components["schemas"]["AsoiafChargePointDto"];
            /** @description Friendly units engaged with the target: each tests panic after the attack */
            panicTests: string[];
            /** @enum {string} */
            range: "short" | "long";
            rangeInches: number;
            /** @description The shift obeys the movement rules and (2021) leaves a valid target */
            shiftAllowed: boolean;
            /** @description Enemies in sight and range after the shift */
            validTargets: string[];
        };
        AsoiafTeammateDto: {
            units: components["schemas"]["AsoiafArmyCardDto"][];
        };
        AsoiafTerrainIssueDto: {
            /** @enum {string} */
            code: "OFF_TABLE" | "IN_DEPLOYMENT_ZONE" | "TOO_CLOSE_TO_DEPLOYMENT_ZONE" | "TOO_CLOSE_TO_EDGE" | "TOO_CLOSE_TO_TERRAIN" | "IMPASSABLE_ON_OBJECTIVE" | "OBJECTIVE_ON_IMPASSABLE" | "OBJECTIVE_PLACEMENT" | "IMPASSABLE_NOT_ALLOWED" | "PIECE_NOT_ALLOWED";
            message: string;
            /** @description JSON pointer into the request */
            path: string;
            pieces: number[];
        };
        AsoiafTerrainPieceDto: {
            centre: components["schemas"]["AsoiafPointDto"];
            /** @description inches along y; default 6 (castle wall 2) */
            depth?: number;
            /** @description One of the mode's own pieces (A Feast for Crows' corpse piles under the tokens, castle walls): other terrain keeps 1" from it */
            extra?: boolean;
            /**
             * @description The piece (catalogue `terrainPieces` of the rules version)
             * @enum {string}
             */
            piece: "hedge" | "weirwood" | "forest" | "corpsePile" | "palisade" | "marsh" | "stakes" | "wall" | "castleWall";
            /** @description inches along x; default 6 (castle wall 8) */
            width?: number;
        };
        AsoiafTerrainRequestDto: {
            /** @description Players' choice: the pieces to place, in order; default forest, wall, hedge, marsh */
            available?: ("hedge" | "weirwood" | "forest" | "corpsePile" | "palisade" | "marsh" | "stakes" | "wall")[];
            /** @description Default 48"×48" */
            board?: components["schemas"]["AsoiafBoardDto"];
            /** @description generate: also roll off for the deployment zone and say who is (2018) or decides (2021) the first player */
            deployment?: boolean;
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /**
             * @description Game mode of the rules version; default gameOfThrones
             * @enum {string}
             */
            gameMode?: "gameOfThrones" | "clashOfKings" | "stormOfSwords" | "feastForCrows" | "danceWithDragons" | "windsOfWinter" | "sharpAndReady" | "fireAndBlood" | "hereWeStand" | "darkWingsDarkWords" | "battleOfKings";
            /** @description With deployment: the roll-off winner hands the choice of zone to the opponent, who then picks and deploys first */
            handsOver?: boolean;
            /**
             * @description generate: players' choice (default) or the 2021 random 1D3+2 pieces
             * @enum {string}
             */
            method?: "choice" | "random";
            /**
             * @description generate (seeded or given dice) or check a layout
             * @enum {string}
             */
            mode: "generate" | "check";
            /** @description check: the objective tokens; default the mode's fixed tokens */
            objectives?: components["schemas"]["AsoiafPointDto"][];
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @description check: the layout */
            pieces?: components["schemas"]["AsoiafTerrainPieceDto"][];
            /**
             * @description Random method: the piece a 7 gives (the roller's choice); default forest
             * @enum {string}
             */
            rollersChoice?: "hedge" | "weirwood" | "forest" | "corpsePile" | "palisade" | "marsh" | "stakes" | "wall";
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
        };
        AsoiafTerrainResultDto: {
            board: components["schemas"]["AsoiafBoardDto"];
            /** @description generate with deployment: true */
            deployment?: components["schemas"]["AsoiafDeploymentDto"];
            deploymentZones: components["schemas"]["AsoiafZoneDto"][];
            discarded?: components["schemas"]["AsoiafDiscardedPieceDto"][];
            gameMode: string;
            issues: components["schemas"]["AsoiafTerrainIssueDto"][];
            /** @enum {string} */
            method?: "choice" | "random";
            notes?: string[];
            objectives: components["schemas"]["AsoiafPointDto"][];
            pieces: components["schemas"]["AsoiafPlacedPieceDto"][];
            /** @description generate: the setup order of the version */
            steps?: string[];
            valid: boolean;
        };
        AsoiafTerrainTargetDto: {
            /** @description The piece has the Destructible keyword */
            destructible: boolean;
            /**
             * @description Inches between the attacker and the piece (within 1" to attack it)
             * @example 0.5
             */
            distance: number;
        };
        AsoiafTestMoraleResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["AsoiafMoraleResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        AsoiafTokensDto: {
            /** @description Panicked: the enemy may force a reroll of its Morale and panic test dice */
            panicked?: boolean;
            /** @description Vulnerable: the enemy may force a reroll of its Defence dice */
            vulnerable?: boolean;
            /** @description Weakened: the enemy may force a reroll of its attack dice */
            weakened?: boolean;
        };
        AsoiafTriggerAnswerDto: {
            /** @enum {string} */
            activeSide: "attacker" | "defender";
            /** @description Declarations are over (the order is final) */
            closed: boolean;
            event: string;
            /** @description No declaration breaks the rules */
            legal: boolean;
            /** @description Effects that may still be declared now */
            mayDeclare: components["schemas"]["AsoiafTriggerEffectRefDto"][];
            /** @description The legal declared effects and the mandatory ones, in resolution order: the active side's first */
            resolutionOrder: components["schemas"]["AsoiafTriggerEffectRefDto"][];
            /**
             * @description Whose chance it is now; null when both sides have declared or passed
             * @enum {string|null}
             */
            toAct?: "attacker" | "defender" | null;
            /** @description Each illegal declaration (ignored for the rest) */
            violations: components["schemas"]["AsoiafTriggerViolationDto"][];
        };
        AsoiafTriggerDeclarationDto: {
            /** @enum {string} */
            action: "play" | "pass";
            /** @description play: the name of one of the side's offered effects */
            effect?: string;
            /** @enum {string} */
            side: "attacker" | "defender";
        };
        AsoiafTriggerEffectDto: {
            /**
             * @description Its name, unique per side
             * @example Bravery
             */
            name: string;
            /** @description `other` effects: its text says "may" (default false: abilities are mandatory unless stated, 000 L471-473). Tactics cards and Orders are always optional. */
            optional?: boolean;
            /**
             * @description The side holding it
             * @enum {string}
             */
            side: "attacker" | "defender";
            /**
             * @description A Tactics card, an Order ability, or another effect with this trigger
             * @enum {string}
             */
            type: "tactics" | "order" | "other";
        };
        AsoiafTriggerEffectRefDto: {
            name: string;
            /** @enum {string} */
            side: "attacker" | "defender";
            /** @enum {string} */
            type: "tactics" | "order" | "other";
        };
        AsoiafTriggersDto: {
            /**
             * @description The side whose turn it is (declares first, resolves first); default the attacker
             * @enum {string}
             */
            activeSide?: "attacker" | "defender";
            /** @description The declarations so far, in order */
            declarations?: components["schemas"]["AsoiafTriggerDeclarationDto"][];
            /**
             * @description The trigger event as the cards word it
             * @example When a friendly unit attacks
             */
            event: string;
            /** @description Every effect either side holds with this trigger */
            offered: components["schemas"]["AsoiafTriggerEffectDto"][];
        };
        AsoiafTriggerViolationDto: {
            /** @enum {string} */
            code: "ONE_RESPONSE_PER_TRIGGER" | "ACTIVE_PLAYER_FIRST" | "PASSED_MAY_NOT_RESPOND" | "ALREADY_DECLARED" | "MANDATORY_EFFECT";
            message: string;
            /** @description Pointer of the declaration */
            path: string;
        };
        AsoiafUnitDto: {
            /** @description Abilities the engine applies (catalogue `abilities`); unknown: 400 unknown_reference */
            abilities?: ("ironValour" | "unyielding" | "retaliation" | "lannisterSupremacy" | "fearsomeVisage" | "hinder" | "atAnyCost")[];
            /** @description The card's attacks */
            attacks?: components["schemas"]["AsoiafAttackProfileDto"][];
            /**
             * @description Combat Unit card id (catalogue `cards`)
             * @enum {string}
             */
            catalogueId?: "stark-sworn-swords" | "lannister-guardsmen" | "stark-archers" | "umber-berserkers" | "lannister-crossbowmen" | "pyromancers" | "lannister-halberdiers" | "stark-outriders" | "mountains-men" | "grey-wind";
            /** @description Defence X+ (required unless the card prints it) */
            defense?: number;
            /** @example lannister */
            faction?: string;
            /** @description Figures left on the tray (default: a full tray) */
            figures?: number;
            /** @description Morale X+ (required unless the card prints it) */
            morale?: number;
            /** @example Lannister Guardsmen */
            name?: string;
            /** @description Speed, inches */
            speed?: number;
            tokens?: components["schemas"]["AsoiafTokensDto"];
            /**
             * @description Default: by unit type (infantry 12 figures, cavalry 4, monster/war machine a large solo)
             * @enum {string}
             */
            tray?: "infantry" | "cavalry" | "soloSmall" | "soloLarge";
            /**
             * @description Default: the card's, else infantry
             * @enum {string}
             */
            unitType?: "infantry" | "cavalry" | "monster" | "warMachine";
            /** @description Wound tokens on the current figure (multi-wound figures) */
            woundsOnFigure?: number;
            /** @description Wounds per figure (default: the card's, else 1) */
            woundsPerFigure?: number;
        };
        AsoiafValidateArmyResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["AsoiafArmyResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        AsoiafVpLineDto: {
            detail: string;
            /** @description The side scoring: a player, or with format teams a team */
            player: number;
            round: number;
            /** @enum {string} */
            source: "combatVictory" | "castleWall" | "commanderKill" | "enemyCommanderFirstDestroyed" | "enemyCommanderDestroyed" | "markedUnitKill" | "markedUnitDestroyed" | "vpTokens" | "objective" | "objectiveCommander" | "quadrant" | "missions";
            vp: number;
        };
        AsoiafWallDto: {
            /**
             * @description The segment's wounds (from its card)
             * @example 6
             */
            wounds: number;
            /** @description Wounds it has left; default all */
            woundsLeft?: number;
        };
        AsoiafWoundsOutcomeDto: {
            /** @example 1/3 */
            fraction: string;
            p: number;
            wounds: number;
        };
        AsoiafZoneDto: {
            /** @enum {string} */
            player: "A" | "B";
            /** @enum {string} */
            role?: "defender" | "attacker";
            x0: number;
            x1: number;
            y0: number;
            y1: number;
        };
        CapabilitiesDto: {
            armies: components["schemas"]["CapabilityStatusDto"];
            attacks: components["schemas"]["CapabilityStatusDto"];
            charges: components["schemas"]["CapabilityStatusDto"];
            morale: components["schemas"]["CapabilityStatusDto"];
            scoring: components["schemas"]["CapabilityStatusDto"];
            terrain: components["schemas"]["CapabilityStatusDto"];
        };
        CapabilityStatusDto: {
            /** @example /v1/kow/attacks/resolve */
            path: string;
            /** @description true only when the endpoint works */
            served: boolean;
        };
        CreatedKeyDto: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            /** @description The secret, shown this once: send it as Authorization: Bearer <key>. Arbiter keeps only its hash. */
            key: string;
            name: string;
        };
        CreateGameDto: {
            /** @example Club night, table 3 */
            name: string;
            players: components["schemas"]["PlayerDto"][];
            /**
             * @description Default: the system's first rules version
             * @example kow-2e
             */
            rulesVersion?: string;
            /** @description The game state, free-form JSON */
            state: {
                [key: string]: unknown;
            };
            /**
             * @description A system id from GET /v1/systems
             * @example kow
             */
            system: string;
            /**
             * @description private: only the owning key sees it; public: anyone reads it, only the owner writes
             * @default private
             * @enum {string}
             */
            visibility?: "private" | "public";
        };
        CreateKeyDto: {
            /**
             * @description A label for you; not secret
             * @example Club tournament laptop
             */
            name: string;
        };
        CreateTournamentDto: {
            /** @example Clash of Kings heat */
            name: string;
            /** @description How many rounds will be played */
            rounds: number;
            /**
             * @description Default: the system's first rules version
             * @example kow-2e
             */
            rulesVersion?: string;
            scoring: components["schemas"]["ScoringDto"];
            /** @description Seed of the first round's random draw; default a random one (shown on the tournament) */
            seed?: string;
            /** @example kow */
            system: string;
            /**
             * @default private
             * @enum {string}
             */
            visibility?: "private" | "public";
        };
        DiceDto: {
            /**
             * @description exact: full distribution; seeded: the server rolls from `seed`; given: your physical rolls
             * @default exact
             * @enum {string}
             */
            mode: "exact" | "seeded" | "given";
            /**
             * @description Required in given mode: the die faces in the order the table rolls them (see the system catalogue for its steps)
             * @example [
             *       6,
             *       4,
             *       1,
             *       3
             *     ]
             */
            rolls?: number[];
            /**
             * @description Required in seeded mode: any string; the same seed and request give the same rolls
             * @example game-42-turn-3
             */
            seed?: string;
        };
        ExplanationStepDto: {
            /** @example 003_80333abf01c9832d.txt L615-618 */
            cite: string;
            /** @example kow.melee.flank */
            rule: string;
            /** @example flank charge doubles the attacks: 10 → 20 dice */
            text: string;
        };
        FieldIssueDto: {
            /** @example min */
            code: string;
            /** @example attacks must not be less than 0 */
            message: string;
            /**
             * @description JSON pointer into the request
             * @example /attacker/attacks
             */
            path: string;
        };
        FiguresDto: {
            /** @description The first player's score (battle points, kill points …) */
            scoreA: number;
            scoreB: number;
            /**
             * @description a: the table's first player won; b: the second; draw
             * @enum {string}
             */
            winner: "a" | "b" | "draw";
        };
        GameDto: {
            /** Format: date-time */
            createdAt: string;
            eventCount: number;
            /** Format: uuid */
            id: string;
            name: string;
            players: components["schemas"]["PlayerDto"][];
            rulesVersion: string;
            state: {
                [key: string]: unknown;
            };
            system: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Increases by one on every replace; the ETag is its quoted value */
            version: number;
            /** @enum {string} */
            visibility: "private" | "public";
        };
        GameEventDto: {
            /** Format: date-time */
            createdAt: string;
            data: {
                [key: string]: unknown;
            };
            /** Format: uuid */
            gameId: string;
            /** @enum {string} */
            kind: "rules" | "note";
            /** @description Gapless, from 1, in append order */
            seq: number;
        };
        GameEventPageDto: {
            events: components["schemas"]["GameEventDto"][];
        };
        GamePageDto: {
            games: components["schemas"]["GameDto"][];
            /** @description Pass as `cursor` for the next page; absent on the last page */
            nextCursor?: string;
        };
        HealthDto: {
            /** @enum {string} */
            database: "embedded" | "server";
            /** @example ok */
            status: string;
        };
        KeyDto: {
            /** @description true for the operator key (ARBITER_ADMIN_KEY) */
            admin: boolean;
            /** Format: date-time */
            createdAt?: string;
            /** @description The key id (not secret); `admin` for the operator key */
            id: string;
            name: string;
        };
        KowAdvanceDto: {
            /** @description The enemy met is an Individual: if it is routed too, the charger may advance again */
            chainable: boolean;
            /** @description Inches ahead to what is met first (null: nothing within 6") */
            contactAt: number | null;
            contacted?: boolean;
            meets: components["schemas"]["KowAdvanceMeetsDto"] | null;
            /** @description Exact mode: chance the D6 reaches the enemy */
            pContact?: number;
            /** @description Seeded / given modes: the D6 */
            roll?: number;
            routed: string;
        };
        KowAdvanceMeetsDto: {
            id?: string;
            /** @enum {string} */
            kind: "enemy" | "friend" | "impassable" | "tableEdge";
        };
        KowArcDto: {
            /**
             * @description The arc holding the point (inside: within the footprint)
             * @enum {string}
             */
            arc: "front" | "left" | "right" | "rear" | "inside";
            /** @description The unit whose arcs are asked about (the charger) */
            of: string;
            /** @description The point is on a 45° line (within 0.0004"): the arc is the one option arcTieBreak gives */
            onLine: boolean;
            /** @description The point asked about, or the target unit's leader point */
            point: components["schemas"]["KowPointDto"];
            /** @description With a target unit */
            unit?: components["schemas"]["KowArcUnitDto"];
        };
        KowArcUnitDto: {
            /**
             * @description The arc holding its centre
             * @enum {string}
             */
            centre: "front" | "left" | "right" | "rear" | "inside";
            id: string;
            /** @description Every arc it is at least partly in (the 45° lines count) */
            partlyIn: ("front" | "left" | "right" | "rear")[];
        };
        KowArmyRequestDto: {
            contingents: components["schemas"]["KowContingentDto"][];
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @example 2000 */
            pointsLimit: number;
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
        };
        KowArmyResultDto: {
            alliedPoints: number;
            contingents: {
                [key: string]: unknown;
            }[];
            countsAs: number;
            totalPoints: number;
            valid: boolean;
            violations: components["schemas"]["KowViolationDto"][];
        };
        KowArmyUnitDto: {
            /** @description A Hero's chosen mount: the hero's heroSub must be the mount's type */
            mount?: components["schemas"]["KowMountDto"];
            /** @description Points of options (artefacts, spells) */
            optionsPts?: number;
            /** @description Spells bought for this wizard */
            spells?: ("fireball" | "baneChant" | "windBlast" | "lightningBolt" | "heal" | "surge")[];
            /** @description The spells the unit's army-list entry offers (needed with spells) */
            spellsAvailable?: ("fireball" | "baneChant" | "windBlast" | "lightningBolt" | "heal" | "surge")[];
            unit: components["schemas"]["KowUnitDto"];
        };
        KowAttackOutcomeDto: {
            attackerDamageAfter: number;
            /** @description Several attackers: each one in request order */
            attackers?: components["schemas"]["KowCombatAttackerOutcomeDto"][];
            /** @description Bane-chant: at least one hit landed, the buff is gained */
            baneChantGained?: boolean;
            damage: number;
            hits: number;
            /** @enum {string} */
            nerve: "steady" | "wavering" | "routed" | "noTest";
            push?: components["schemas"]["KowPushDto"];
            surge?: components["schemas"]["KowSurgeMoveDto"];
            targetDamageAfter: number;
        };
        KowAttackPlanDto: {
            /** @description Blast(n): each hit becomes n hits (null: no Blast) */
            blast: components["schemas"]["KowDiceExprDto"] | null;
            damageReroll: boolean;
            dice: number;
            halved: boolean;
            hindered: boolean;
            hitReroll: boolean;
            lifeleech: number;
            multiplier: number;
            /** @description null: no hit can damage */
            needToDamage: number | null;
            needToHit: number;
            thunderous: number;
        };
        KowAttackRequestDto: {
            /** @description The attacking unit; or give `attackers` for a melee combat of several units (exactly one of the two) */
            attacker?: components["schemas"]["KowUnitDto"];
            /** @description Damage already on the attacker (Lifeleech) */
            attackerDamage?: number;
            /** @description The attacker is Disordered (no shooting; loses Thunderous Charge) */
            attackerDisordered?: boolean;
            /** @description Melee: every unit attacking the target in this combat, each with its own facing, hindrance and modifiers; ranged, breath and spell: every volley at the target this shooting phase, each with its own order, cover, weapon or spell. One nerve test follows all of them */
            attackers?: components["schemas"]["KowCombatAttackerDto"][];
            /** @description The attacker is under a Bane-chant this turn */
            baneChant?: boolean;
            /** @description The charge is a counter-charge (never Hindered) */
            counterCharge?: boolean;
            /** @description Ranged: the target is in cover */
            cover?: boolean;
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @description Ranged: distance to the target, inches (range checks) */
            distance?: number;
            /** @description Fly: the charger ended on or touching the hindering terrain */
            endsOnTerrain?: boolean;
            /**
             * @description Melee: the target's facing charged; ranged: the target arc holding the shooter's leader point
             * @default front
             * @enum {string}
             */
            facing?: "front" | "flank" | "rear";
            /** @description Ranged, breath and enemy-targeting spell attacks: the positions on the table; the engine then checks arc, sight and range and works out facing and cover (leave cover, distance and facing out); Wind Blast also gets its push direction and room */
            geometry?: components["schemas"]["KowShotGeometryDto"];
            /** @description Melee: terrain the charge crossed */
            hinderedBy?: ("difficultTerrain" | "obstacle")[];
            /** @enum {string} */
            kind: "melee" | "ranged" | "breath" | "spell";
            /** @description Ranged: the shooter had an order other than Halt (kept for compatibility; `turn.order` replaces it, not both) */
            moved?: boolean;
            /** @description Also roll the nerve test the damage causes */
            nerveTest?: boolean;
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            spell?: components["schemas"]["KowSpellRefDto"];
            target: components["schemas"]["KowUnitDto"];
            /** @description Damage already on the target */
            targetDamage?: number;
            /** @description The target's Routed result is rerolled (Inspiring in range) */
            targetInspired?: boolean;
            /** @description Ranged, breath and spells: the shooter's turn so far (order, Wavering, Disordered, contact, attacks made); each refusal is a 422 with its code */
            turn?: components["schemas"]["KowTurnStateDto"];
            /**
             * @description Ranged weapon id (see catalogue `weapons`)
             * @example bow
             */
            weapon?: string;
        };
        KowAttackResultDto: {
            /** @description Several attackers, exact mode: each one's mean damage */
            attackers?: components["schemas"]["KowCombatAttackerResultDto"][];
            /** @description Exact mode: mean damage */
            expectedDamage?: number;
            /** @description With geometry: range, facing and cover from the table */
            geometry?: components["schemas"]["KowShotGeometryResultDto"];
            /** @description Option meleeNerveTiming endOfPhase: the nerve test asked for is taken at the end of the melee phase (morale/test) */
            nerveDeferred?: boolean;
            /** @description Seeded and given modes */
            outcome?: components["schemas"]["KowAttackOutcomeDto"];
            /** @description The (first) attacker's plan */
            plan: components["schemas"]["KowAttackPlanDto"];
            /** @description Several attackers: every plan in request order */
            plans?: components["schemas"]["KowAttackPlanDto"][];
            /** @description Spells that do no damage, exact mode: what their hits do */
            spellEffect?: components["schemas"]["KowSpellEffectDto"];
        };
        KowBaseDto: {
            /**
             * @description Base depth, mm
             * @example 25
             */
            d: number;
            /**
             * @description Base width, mm
             * @example 25
             */
            w: number;
        };
        KowChargeDistanceDto: {
            /** @description 2 × Sp */
            allowed: number;
            /** @description Leader point to the nearest visible point of the target (nearest point for counter-charges); null when it cannot be seen */
            needed: number | null;
        };
        KowChargeFinalDto: {
            centre: components["schemas"]["KowPointDto"];
            /** @description Degrees clockwise from +y */
            facing: number;
            leaderPoint: components["schemas"]["KowPointDto"];
        };
        KowChargePathDto: {
            /** @description Leader-point travel, inches */
            length: number;
            moves: components["schemas"]["KowPathMoveDto"][];
            pivots: number;
        };
        KowChargeReasonDto: {
            /** @example 003_80333abf01c9832d.txt L306-309 */
            cite: string;
            /** @enum {string} */
            code: "WE_CANNOT_CHARGE" | "WAVERING_CANNOT_CHARGE" | "NOT_A_COUNTER_CHARGE_TARGET" | "NOT_IN_FRONT_ARC" | "NO_LINE_OF_SIGHT" | "OUT_OF_RANGE" | "CORNER_ONLY" | "NO_LEGAL_CONTACT" | "NO_PATH" | "PATH_TOO_LONG" | "NO_ROOM_FOR_ALL_CHARGERS" | "PATHS_CROSS" | "REGROUP_BLOCKED" | "REGROUP_ILLEGAL_END" | "ORDER_NOT_ALLOWED" | "NOT_VANGUARD" | "WRONG_MOVE_FOR_ORDER" | "TOO_FAR" | "TOO_MANY_PIVOTS" | "PIVOT_TOO_LARGE" | "CROSSES_IMPASSABLE" | "AT_THE_DOUBLE_THROUGH_TERRAIN" | "TOO_CLOSE_TO_ENEMY" | "ENDS_ON_FRIEND" | "OFF_TABLE";
            message: string;
            /** @description mode move: the part of the request concerned */
            path?: string;
        };
        KowChargeRequestDto: {
            /** @description Other units of the same side charging the same target in this order; fitted after the charger, in this order */
            alsoCharging?: string[];
            /** @description Counter-charges: ids of the enemy units that charged the charger in the previous turn */
            chargedByLastTurn?: string[];
            /**
             * @description Id of the charging unit
             * @example spears
             */
            charger: string;
            /** @description mode advance: the charge that routed the Individual was Hindered */
            chargeWasHindered?: boolean;
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @description Ids of Wavering units with Headstrong that passed their Headstrong roll (4+) at the start of this turn: they ignore the Wavering restrictions and may charge (L909-911; use morale/test with test headstrong for the roll) */
            headstrongPassed?: string[];
            /**
             * @description counter: a counter-charge against a unit that charged the charger last turn; advance: the D6" advance after routing the Individual `routed`; move: another movement order (`order`, `moves`), e.g. a Vanguard move; regroup: after routing its target, the charger pivots, moves forward D6" or back D3" (`regroup`); arc: which arc of the charger the `target` unit (its leader point) or the `point` lies in; stepBack: the target was not routed, the charger moves straight back 1"
             * @default normal
             * @enum {string}
             */
            mode?: "normal" | "counter" | "advance" | "move" | "regroup" | "arc" | "stepBack";
            /** @description mode move: the steps, in order */
            moves?: components["schemas"]["KowMoveStepDto"][];
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /**
             * @description mode move: the order given
             * @enum {string}
             */
            order?: "halt" | "changeFacing" | "advance" | "back" | "sidestep" | "atTheDouble";
            /** @description mode arc: the point (inches) whose arc of the charger is asked, instead of a target unit */
            point?: components["schemas"]["KowPointDto"];
            /** @description mode regroup: the choice */
            regroup?: components["schemas"]["KowRegroupChoiceDto"];
            /**
             * @description mode advance: the Individual just routed; mode regroup (optional): the target just routed, if still listed. It leaves the table
             * @example captain
             */
            routed?: string;
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            /** @description Default 72 × 48 inches */
            table?: components["schemas"]["KowTableDto"];
            /**
             * @description Id of the unit charged (required, except for modes advance, move and regroup; mode arc: the unit whose leader point is located, or give point)
             * @example orcs
             */
            target?: string;
            terrain?: components["schemas"]["KowTerrainPieceDto"][];
            /** @description Every unit on the table that matters: charger, target, and whatever may block sight or the path */
            units: components["schemas"]["KowPlacedUnitDto"][];
            /** @description mode move: the unit's Vanguard move after deployment (At the Double or Advance) */
            vanguard?: boolean;
        };
        KowChargeResultDto: {
            /** @description mode advance */
            advance?: components["schemas"]["KowAdvanceDto"];
            /** @description One verdict per unit of alsoCharging, in order (charges) */
            alsoCharging?: components["schemas"]["KowChargeVerdictDto"][];
            /** @description mode arc */
            arc?: components["schemas"]["KowArcDto"];
            charger: string;
            distance?: components["schemas"]["KowChargeDistanceDto"];
            /** @enum {string} */
            facing?: "front" | "left" | "right" | "rear";
            /** @description Where the unit ends (mode move: no leaderPoint) */
            final?: components["schemas"]["KowChargeFinalDto"];
            /** @description Charges and advances */
            hindered?: boolean;
            /** @description Difficult terrain and obstacles crossed or ended on */
            hinderedBy?: string[];
            hinderedExemption?: string;
            legal: boolean;
            /** @description mode move */
            move?: components["schemas"]["KowMoveReportDto"];
            moveApart?: components["schemas"]["KowMoveApartDto"][];
            path?: components["schemas"]["KowChargePathDto"];
            reasons: components["schemas"]["KowChargeReasonDto"][];
            /** @description mode regroup */
            regroup?: components["schemas"]["KowRegroupDto"];
            /** @description mode stepBack */
            stepBack?: components["schemas"]["KowStepBackDto"];
            /** @description Charges and advances */
            target?: string;
            /** @description An Individual target turns to face the charger */
            targetFinal?: components["schemas"]["KowPoseDto"];
            yellowBellied?: components["schemas"]["KowYellowBelliedDto"];
        };
        KowChargeVerdictDto: {
            /** @description mode advance */
            advance?: components["schemas"]["KowAdvanceDto"];
            /** @description mode arc */
            arc?: components["schemas"]["KowArcDto"];
            charger: string;
            distance?: components["schemas"]["KowChargeDistanceDto"];
            /** @enum {string} */
            facing?: "front" | "left" | "right" | "rear";
            /** @description Where the unit ends (mode move: no leaderPoint) */
            final?: components["schemas"]["KowChargeFinalDto"];
            /** @description Charges and advances */
            hindered?: boolean;
            /** @description Difficult terrain and obstacles crossed or ended on */
            hinderedBy?: string[];
            hinderedExemption?: string;
            legal: boolean;
            /** @description mode move */
            move?: components["schemas"]["KowMoveReportDto"];
            moveApart?: components["schemas"]["KowMoveApartDto"][];
            path?: components["schemas"]["KowChargePathDto"];
            reasons: components["schemas"]["KowChargeReasonDto"][];
            /** @description Charges and advances */
            target?: string;
            /** @description An Individual target turns to face the charger */
            targetFinal?: components["schemas"]["KowPoseDto"];
            yellowBellied?: components["schemas"]["KowYellowBelliedDto"];
        };
        KowCheckChargeResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["KowChargeResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        KowCombatAttackerDto: {
            attacker: components["schemas"]["KowUnitDto"];
            /** @description Damage already on it (Lifeleech) */
            attackerDamage?: number;
            /** @description It is Disordered (loses Thunderous Charge) */
            attackerDisordered?: boolean;
            /** @description It is under a Bane-chant this turn */
            baneChant?: boolean;
            /** @description Its charge was a counter-charge */
            counterCharge?: boolean;
            /** @description Volleys: the target is in cover from it */
            cover?: boolean;
            /** @description Volleys: its distance to the target, inches (range checks) */
            distance?: number;
            /** @description Fly: it ended on or touching the hindering terrain */
            endsOnTerrain?: boolean;
            /**
             * @description The target's facing this unit charged
             * @default front
             * @enum {string}
             */
            facing?: "front" | "flank" | "rear";
            /** @description Terrain its charge crossed */
            hinderedBy?: ("difficultTerrain" | "obstacle")[];
            /**
             * @description Volleys: this attacker's kind when it differs from the request's.
             * @enum {string}
             */
            kind?: "ranged" | "breath" | "spell";
            /** @description Volleys: it had an order other than Halt (or give turn.order) */
            moved?: boolean;
            /** @description Volleys: the damaging spell it casts (Fireball, Lightning Bolt) */
            spell?: components["schemas"]["KowSpellRefDto"];
            /** @description Volleys: its turn so far (order, Wavering, contact, attacks made) */
            turn?: components["schemas"]["KowTurnStateDto"];
            /** @description Volleys: its weapon id (catalogue `weapons`) */
            weapon?: string;
        };
        KowCombatAttackerOutcomeDto: {
            attackerDamageAfter: number;
            damage: number;
            hits: number;
        };
        KowCombatAttackerResultDto: {
            /** @description Lifeleech: its own damage after the combat */
            attackerDamageAfter?: components["schemas"]["KowDistributionEntryDto"][];
            expectedDamage: number;
        };
        KowContingentDto: {
            /** @enum {string} */
            alignment: "Good" | "Evil" | "Neutral";
            /** @description An allied contingent */
            allied?: boolean;
            /** @example Elves */
            armyList: string;
            units: components["schemas"]["KowArmyUnitDto"][];
        };
        KowDeploymentDistanceDto: {
            /** @description Inches to the centre line (or point, deploymentFrom centrePoint) */
            distance: number;
            side: string;
            unit: string;
            /** @enum {string} */
            zone: "A" | "B";
        };
        KowDeploymentResultDto: {
            distances: components["schemas"]["KowDeploymentDistanceDto"][];
            valid: boolean;
            violations: components["schemas"]["KowDeploymentViolationDto"][];
        };
        KowDeploymentSidesDto: {
            /**
             * @description The side (player) deploying in set-up area A, along the y = 0 edge
             * @example Alice
             */
            A: string;
            /**
             * @description The side deploying in set-up area B, along the far edge
             * @example Bob
             */
            B: string;
        };
        KowDeploymentViolationDto: {
            cite: string;
            /** @enum {string} */
            code: "DEPLOYED_TOO_CLOSE" | "DEPLOYED_WRONG_HALF";
            message: string;
            /** @description JSON pointer to the unit */
            path: string;
            unit: string;
        };
        KowDiceExprDto: {
            /** @description Number of dice */
            count: number;
            /** @description Constant added */
            plus: number;
            /**
             * @description Sides of each die (D3 or D6)
             * @enum {integer}
             */
            sides: 3 | 6;
        };
        KowDistributionEntryDto: {
            p: number;
            value: number | string;
        };
        KowGameLengthDto: {
            /**
             * @description agreedTurns: an agreed number of turns each; timeLimit: play until the time is up, then until both players have had the same number of turns (L1280-1282)
             * @enum {string}
             */
            mode: "agreedTurns" | "timeLimit";
            /** @description timeLimit: the time is up */
            timeUp?: boolean;
            /** @description agreedTurns: the turns each player plays */
            turns?: number;
            /** @description The turns each player has had so far, in the order of players */
            turnsPlayed: number[];
        };
        KowGameLengthResultDto: {
            /** @enum {string} */
            mode: "agreedTurns" | "timeLimit";
            /** @description The game is over: score it now */
            over: boolean;
            /** @description More turns each player still has, in the order of players (null: until the time is up) */
            turnsToPlay: number[] | null;
        };
        KowIgnoredDto: {
            id: string;
            why: string;
        };
        KowInspiringSourceDto: {
            /** @description An allied-contingent unit (cannot inspire) */
            allied?: boolean;
            /**
             * @description Closest-base distance to the tested unit, inches; or give unit and position (and the request position)
             * @example 5.5
             */
            distance?: number;
            position?: components["schemas"]["KowPoseInDto"];
            /** @enum {string} */
            rule: "inspiring" | "veryInspiring";
            /** @description The Inspiring unit (with position: the range is measured, option inspiringRange) */
            unit?: components["schemas"]["KowUnitDto"];
        };
        KowMoraleRequestDto: {
            /** @description A Brutal unit caused the test (+1) */
            brutal?: boolean;
            /**
             * @description All damage markers on the unit
             * @example 3
             */
            damage: number;
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            inspiringSources?: components["schemas"]["KowInspiringSourceDto"][];
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @description Where the tested unit stands (for inspiringSources with positions) */
            position?: components["schemas"]["KowPoseInDto"];
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            /**
             * @description Shooting phase: the unit was contacted by an enemy Surge move, or made one; the one named by option surgeNerveReferent takes no test
             * @enum {string}
             */
            surge?: "contacted" | "surged";
            /**
             * @description headstrong: the start-of-turn D6 of a Wavering Headstrong unit; regeneration: the dice of Regeneration(n) on receiving an order (one per damage)
             * @default nerve
             * @enum {string}
             */
            test?: "nerve" | "headstrong" | "regeneration";
            unit: components["schemas"]["KowUnitDto"];
            /**
             * @description Headstrong: the unit starts its turn Wavering (false: no roll, NOT_WAVERING)
             * @default true
             */
            wavering?: boolean;
        };
        KowMoraleResultDto: {
            inspired?: boolean;
            /** @description Inspiring sources with positions: the range measured, inches */
            inspiringDistances?: number[];
            /** @description Regeneration, exact mode: expected damage recovered */
            meanRecovered?: number;
            /** @description No dice rolled, and why */
            noRoll?: components["schemas"]["KowNoRollDto"];
            /** @description Sampled modes: {result, total, rerolled, damageAfter} or {ignoresWavering} */
            outcome?: {
                [key: string]: unknown;
            };
            pRouted?: number;
            pSteady?: number;
            pWavering?: number;
        };
        KowMountDto: {
            /** @example Horse */
            name?: string;
            /** @enum {string} */
            type: "Inf" | "Cav" | "LInf" | "LCav" | "Mon";
        };
        KowMoveApartDto: {
            /** @enum {string} */
            by: "1inch" | "untouch";
            /** @description Inches it is moved straight away from the charger (less when the table edge, impassable terrain or a unit stops it; 0 when it cannot move) */
            distance: number;
            /** @description Where it stands afterwards */
            to: components["schemas"]["KowPoseDto"];
            unit: string;
        };
        KowMovePivotsDto: {
            allowed: number;
            made: number;
        };
        KowMoveRangeDto: {
            allowed: number;
            moved: number;
        };
        KowMoveReportDto: {
            distance: components["schemas"]["KowMoveRangeDto"];
            /** @enum {string} */
            order: "halt" | "changeFacing" | "advance" | "back" | "sidestep" | "atTheDouble";
            pivots: components["schemas"]["KowMovePivotsDto"];
            vanguard: boolean;
        };
        KowMoveStepDto: {
            /** @description pivot: degrees, clockwise positive */
            degrees?: number;
            /** @description forward / back / left / right: inches */
            distance?: number;
            /** @enum {string} */
            move: "forward" | "back" | "left" | "right" | "pivot";
        };
        KowNerveDto: {
            /**
             * @description Rout value
             * @example 16
             */
            rout: number;
            /**
             * @description Waver value; null ("–") for Fearless
             * @example 14
             */
            waver: number | null;
        };
        KowNoRollDto: {
            /** @enum {string} */
            code: "NOT_WAVERING" | "SURGE_NO_NERVE_TEST";
            message: string;
        };
        KowPathIntervalDto: {
            /** @description Inches the unit moves before it would first touch it */
            from: number;
            /**
             * @description What lies along the move: a friend of the moving unit, impassable terrain, difficult terrain or an obstacle
             * @enum {string}
             */
            kind: "friend" | "impassable" | "difficult" | "obstacle";
            /** @description Inches the unit moves before it is past it (no longer over or touching it); not less than from */
            to: number;
        };
        KowPathMoveDto: {
            /** @description pivot / align: degrees, clockwise positive */
            degrees?: number;
            /** @description forward / back / slide / align: inches moved by the centre */
            distance?: number;
            /** @enum {string} */
            move: "forward" | "back" | "pivot" | "slide" | "align";
            /** @description Where the unit stands after this move */
            to: components["schemas"]["KowPoseDto"];
        };
        KowPlacedUnitDto: {
            /** @description Centre of the footprint */
            centre: components["schemas"]["KowPointDto"];
            /**
             * @description Degrees clockwise from +y (0 faces up the table, 90 faces +x)
             * @example 0
             */
            facing: number;
            /** @example spears */
            id: string;
            /**
             * @description The player the unit belongs to: units of one side are friends
             * @example A
             */
            side: string;
            unit: components["schemas"]["KowUnitDto"];
            /** @description The unit is Wavering */
            wavering?: boolean;
        };
        KowPlayerChanceDto: {
            p: number;
            player: string;
        };
        KowPlayerScoreDto: {
            /** @example Alice */
            name: string;
            /** @description Enemy units this player routed */
            routedEnemies: components["schemas"]["KowRoutedUnitDto"][];
        };
        KowPointDto: {
            /** @example 36 */
            x: number;
            /** @example 10 */
            y: number;
        };
        KowPoseDto: {
            centre: components["schemas"]["KowPointDto"];
            /** @description Degrees clockwise from +y */
            facing: number;
        };
        KowPoseInDto: {
            centre: components["schemas"]["KowPointDto"];
            /**
             * @description Degrees clockwise from +y
             * @example 0
             */
            facing: number;
        };
        KowPushDto: {
            /**
             * @description Wind Blast: the way the target moves (left/right in the target's own frame)
             * @enum {string}
             */
            direction: "back" | "forward" | "left" | "right" | "sideways";
            /** @description Inches pushed */
            distance: number;
        };
        KowRegroupChoiceDto: {
            /**
             * @description pivot: the facing to end at, degrees clockwise from +y
             * @example 90
             */
            facing?: number;
            /**
             * @description pivot: stay and pivot about the centre to `facing`; forward: straight ahead D6"; back: straight back D3"
             * @enum {string}
             */
            kind: "pivot" | "forward" | "back";
        };
        KowRegroupDto: {
            /** @description What is in the way within the die maximum (pivot: what the new facing ends too close to) */
            blockedBy: components["schemas"]["KowAdvanceMeetsDto"] | null;
            /** @enum {string} */
            choice: "pivot" | "forward" | "back";
            /** @enum {string|null} */
            die: "D6" | "D3" | null;
            moved?: number;
            /** @description Exact mode: the outcome of each die value */
            outcomes?: components["schemas"]["KowRegroupOutcomeDto"][];
            /** @description Inches the unit can go before a unit, impassable terrain or the table edge is in the way (capped at the die maximum; 0 for a pivot) */
            reach: number;
            /** @description Seeded / given modes: the die result */
            roll?: number;
            routed?: string;
            /** @description Pivot, seeded / given modes: units moved apart after the move (L675-677, L683-688) */
            separated?: components["schemas"]["KowSeparationDto"][];
            stoppedBy?: components["schemas"]["KowAdvanceMeetsDto"] | null;
            stoppedShort?: boolean;
            /** @description Pivot, seeded / given modes: enemies left within 1", tolerated (L688-689) */
            tooClose?: components["schemas"]["KowTooCloseDto"][];
        };
        KowRegroupOutcomeDto: {
            final?: components["schemas"]["KowChargeFinalDto"];
            /** @description False when this roll cannot be made (regroupBlocked refused, or nowhere legal to end) */
            legal: boolean;
            /** @description Inches actually moved (0 when the move cannot be made) */
            moved: number;
            /** @description The die result (D6 forward, D3 back) */
            roll: number;
            /** @description Units it ends too close to, moved straight apart — only when no place on its line is legal on its own (L675-677, L683-688) */
            separated: components["schemas"]["KowSeparationDto"][];
            /** @description What stopped it short: a unit or impassable terrain in the way, the table edge, or an enemy within 1" / a friend touched at the full distance */
            stoppedBy: components["schemas"]["KowAdvanceMeetsDto"] | null;
            stoppedShort: boolean;
            /** @description Enemies left within 1" that could not be moved apart: tolerated (L688-689) */
            tooClose: components["schemas"]["KowTooCloseDto"][];
        };
        KowResolveAttackResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["KowAttackResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        KowRollOffResultDto: {
            /** @enum {string} */
            for: "deployment" | "firstTurn" | "vanguard";
            /** @description Exact mode: each player's chance to win */
            pWin?: components["schemas"]["KowPlayerChanceDto"][];
            /** @description Seeded and given modes: each pair of dice (ties are rolled again) */
            rolls?: number[][];
            /** @description Seeded and given modes: the winner */
            winner?: string;
        };
        KowRollOffsDto: {
            /** @description The roll-offs to make, in order: deployment (the winner chooses the edge and places first), firstTurn (chooses who goes first), vanguard (chooses who moves a Vanguard unit first) */
            for: ("deployment" | "firstTurn" | "vanguard")[];
            /** @description The two players, in the order their dice are given */
            players: string[];
        };
        KowRoutedUnitDto: {
            name?: string;
            /** @description Options bought for the unit */
            optionsPts?: number;
            pts: number;
        };
        KowScoreScenarioResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["KowScoringResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        KowScoringRequestDto: {
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @description Also roll (or give the odds of) the end-of-turn-6 D6 */
            gameEndRoll?: boolean;
            /** @description A game to an agreed number of turns or a time limit: where it stands (instead of gameEndRoll) */
            gameLength?: components["schemas"]["KowGameLengthDto"];
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            players: components["schemas"]["KowPlayerScoreDto"][];
            /** @example 2000 */
            pointsLimit: number;
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
        };
        KowScoringResultDto: {
            difference: number;
            draw: boolean;
            gameEnd?: {
                [key: string]: unknown;
            };
            /** @description With gameLength: whether the game is over and the turns left */
            length?: components["schemas"]["KowGameLengthResultDto"];
            marginNeeded: number;
            scores: {
                name?: string;
                score?: number;
            }[];
            winner: string | null;
        };
        KowSeparationDto: {
            /** @description Inches moved: the shortest straight move that puts it 1" from the unit that moved (a friend: 0.001", or 1" with friendlyGap 1inch) */
            distance: number;
            /** @description Where it stood */
            from: components["schemas"]["KowPoseDto"];
            /** @description Where it stands now (same facing) */
            to: components["schemas"]["KowPoseDto"];
            /** @description The unit moved apart */
            unit: string;
        };
        KowSetupTerrainResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["KowTerrainResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        KowShotGeometryDto: {
            /** @description The attacker's position */
            shooter: components["schemas"]["KowPoseInDto"];
            /**
             * @description Side of the shooter, to tell friends from enemies among units
             * @default A
             */
            shooterSide?: string;
            table?: components["schemas"]["KowTableDto"];
            /** @description The target's position */
            target: components["schemas"]["KowPoseInDto"];
            /** @default B */
            targetSide?: string;
            terrain?: components["schemas"]["KowTerrainPieceDto"][];
            /** @description Every other unit that may block sight, give cover or be in contact */
            units?: components["schemas"]["KowPlacedUnitDto"][];
        };
        KowShotGeometryResultDto: {
            blockedShare: number;
            cover: boolean;
            /** @description Leader point to the nearest point of the target, inches */
            distance: number;
            /** @enum {string} */
            facing: "front" | "flank" | "rear";
            ignored: components["schemas"]["KowIgnoredDto"][];
            inDifficultShare: number;
            passedOverShare: number;
        };
        KowSpecialRuleDto: {
            /**
             * @description Special rule id (see the catalogue `specialRules`)
             * @example crushingStrength
             * @enum {string}
             */
            id: "bigShields" | "blast" | "breathAttack" | "brutal" | "crushingStrength" | "elite" | "ensnare" | "fly" | "fury" | "headstrong" | "indirectFire" | "individual" | "inspiring" | "ironResolve" | "lifeleech" | "nimble" | "pathfinder" | "phalanx" | "piercing" | "regeneration" | "reload" | "shambling" | "stealthy" | "strider" | "thunderousCharge" | "vanguard" | "veryInspiring" | "vicious" | "yellowBellied";
            /**
             * @description (n): an integer, a dice expression such as "D6+3" (Blast), or a unit name (Inspiring)
             * @example 1
             */
            value?: number | string;
        };
        KowSpellEffectDto: {
            /** @enum {string} */
            direction?: "back" | "forward" | "left" | "right" | "sideways";
            /** @enum {string} */
            id: "baneChant" | "heal" | "windBlast" | "surge";
            /**
             * @description Surge: who takes no nerve test for this shooting phase (option surgeNerveReferent)
             * @enum {string}
             */
            nerveExempt?: "contactedEnemy" | "surgingUnit";
            /** @description Speed 0: no effect */
            noEffect?: boolean;
            /** @description Surge: P(it contacts the enemy: a charge) */
            pCharge?: number;
            /** @description Bane-chant: P(at least one hit) = P(the buff is gained) */
            pGained?: number;
            /** @description Surge: P(that charge is Hindered) */
            pHindered?: number;
            /** @description Wind Blast: inches before it must stop (null: nothing stops it) */
            room?: number | null;
        };
        KowSpellPathDto: {
            /** @description Surge: the extent of each element along the move ({kind, from, to} in inches moved). A Flying unit passes over friends and impassable terrain but may not end on them (it stops where it would first touch one); its charge is Hindered only if it ends on or touching difficult terrain or an obstacle (L897-904, L1212-1225). Combined with the scalar fields, which stay elements of unknown extent */
            along?: components["schemas"]["KowPathIntervalDto"][];
            /** @description Surge: inches to difficult terrain (moving past it hinders the charge) */
            difficult?: number;
            /** @description Surge with Fly: the unit ends on or touching the difficult terrain or obstacle it passed over (only then is a Fly unit's Surge charge Hindered). Scalar difficult/obstacle only: with their extent in `along` it is worked out per hit count (giving both is a 400) */
            endsOnTerrain?: boolean;
            /** @description Inches to the first enemy along the move (Wind Blast stops 1" from it; Surge contacting it is a charge) */
            enemy?: number;
            /** @description Inches to the first friend of the moving unit (it stops out of contact) */
            friend?: number;
            /** @description Inches to impassable terrain or the table edge (it stops out of contact) */
            impassable?: number;
            /** @description Surge: inches to an obstacle (moving past it hinders the charge) */
            obstacle?: number;
        };
        KowSpellRefDto: {
            /**
             * @description Wind Blast with facing flank: the target flank holding the caster (the push goes the other way)
             * @enum {string}
             */
            flank?: "left" | "right";
            /** @enum {string} */
            id: "fireball" | "baneChant" | "windBlast" | "lightningBolt" | "heal" | "surge";
            /**
             * @description Spell dice (n)
             * @example 6
             */
            n: number;
            /** @description Wind Blast and Surge without geometry: what lies along the move */
            path?: components["schemas"]["KowSpellPathDto"];
            /**
             * @description Who the target is to the caster; default friend for friendly-only spells (Bane-chant, Heal, Surge), else enemy. An impossible target is a 422.
             * @enum {string}
             */
            target?: "enemy" | "friend" | "caster" | "alliedFriend";
        };
        KowStepBackDto: {
            /** @description Friends still touching after the separation: they could not be moved apart (L160-166) */
            friendsTouching: components["schemas"]["KowTooCloseDto"][];
            /** @description Inches moved back (1 unless something behind stops it) */
            moved: number;
            /** @description Units it ended too close to, moved straight apart (L683-688) */
            separated: components["schemas"]["KowSeparationDto"][];
            /** @description What is behind it: a unit (it stops 0.001" short), impassable terrain or the table edge */
            stoppedBy: components["schemas"]["KowAdvanceMeetsDto"] | null;
            stoppedShort: boolean;
            /** @description Enemies still within 1" after the separation: they could not be moved apart, closer is tolerated (L688-689) */
            tooClose: components["schemas"]["KowTooCloseDto"][];
        };
        KowSurgeMoveDto: {
            /** @description It contacted the enemy: a charge */
            charges: boolean;
            /** @description Inches moved forward */
            distance: number;
            /** @description That charge is Hindered */
            hindered: boolean;
        };
        KowTableDto: {
            /**
             * @description Inches from one long edge to the other (4 ft)
             * @default 48
             */
            depth?: number;
            /**
             * @description Inches along the long edges (6 ft)
             * @default 72
             */
            width?: number;
        };
        KowTerrainMixDto: {
            /** @default 0 */
            decorative?: number;
            /** @default 2 */
            difficult?: number;
            /** @default 2 */
            hill?: number;
            /** @default 2 */
            impassable?: number;
            /** @default 2 */
            obstacle?: number;
        };
        KowTerrainNoticeDto: {
            cite: string;
            message: string;
            piece: string;
        };
        KowTerrainPieceDto: {
            /** @description A flat feature (river, pond): never blocks line of sight */
            flat?: boolean;
            /** @description Inches (1 height level per inch); defaults: impassable 4, difficult 1, obstacle 1, hill 1, decorative 0 */
            height?: number;
            /**
             * @description Defaults to terrain-<index>
             * @example wood-1
             */
            id?: string;
            /** @description Outline in order (not crossing itself), inches */
            polygon: components["schemas"]["KowPointDto"][];
            /**
             * @description Obstacles taller than 1" are treated as impassable
             * @enum {string}
             */
            type: "impassable" | "difficult" | "obstacle" | "decorative" | "hill";
        };
        KowTerrainPieceOutDto: {
            flat: boolean;
            /** @description Inches */
            height: number;
            id: string;
            polygon: components["schemas"]["KowPointDto"][];
            /**
             * @description An obstacle over 1" tall, treated as impassable
             * @enum {string}
             */
            reclassifiedFrom?: "obstacle";
            /** @enum {string} */
            type: "impassable" | "difficult" | "obstacle" | "decorative" | "hill";
        };
        KowTerrainRequestDto: {
            /** @description The side deploying in each set-up area */
            deployment?: components["schemas"]["KowDeploymentSidesDto"];
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @description generate: pieces per type (at most 40 in all) */
            mix?: components["schemas"]["KowTerrainMixDto"];
            /**
             * @description check a given layout, or generate one (needs dice {mode: "seeded", seed})
             * @enum {string}
             */
            mode: "check" | "generate";
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /**
             * @description The game's points limit: without `table`, the table is the one the rules recommend for it (L1240-1247); `recommendedTable` is returned
             * @example 2000
             */
            pointsLimit?: number;
            /** @description Roll-offs for deployment, the first turn and Vanguard moves */
            rollOffs?: components["schemas"]["KowRollOffsDto"];
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            /** @description Default 72 × 48 inches, or the table recommended for pointsLimit */
            table?: components["schemas"]["KowTableDto"];
            /** @description check: the layout */
            terrain?: components["schemas"]["KowTerrainPieceDto"][];
            /** @description Deployed units, checked against their set-up areas (needs deployment) */
            units?: components["schemas"]["KowPlacedUnitDto"][];
        };
        KowTerrainResultDto: {
            /** @description With units and deployment: every unit in its set-up area, more than 12" from the centre */
            deployment?: components["schemas"]["KowDeploymentResultDto"];
            fair: boolean;
            /** @enum {string} */
            mode: "check" | "generate";
            notices: components["schemas"]["KowTerrainNoticeDto"][];
            pieces: components["schemas"]["KowTerrainPieceOutDto"][];
            /** @description With pointsLimit: the table the rules recommend */
            recommendedTable?: components["schemas"]["KowTableDto"];
            /** @description With rollOffs: each roll-off */
            rollOffs?: components["schemas"]["KowRollOffResultDto"][];
            /** @description generate: the seed used */
            seed?: string;
            table: components["schemas"]["KowTableDto"];
            /** @description No violations */
            valid: boolean;
            violations: components["schemas"]["KowTerrainViolationDto"][];
            /** @description Terrain area per type in each set-up zone */
            zones: components["schemas"]["KowZonesDto"];
        };
        KowTerrainViolationDto: {
            cite: string;
            /** @enum {string} */
            code: "PIECE_OFF_TABLE" | "PIECES_OVERLAP" | "OBSTACLE_NOT_NARROW" | "ZONES_UNFAIR";
            message: string;
            pieces: string[];
        };
        KowTestMoraleResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["KowMoraleResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        KowTooCloseDto: {
            /** @description Inches between the two (under 1): the unit could not be moved apart (a unit, impassable terrain or the table edge is in the way of every straight move that restores the gap, or each would end too close to a third unit), so this is tolerated (L688-689) */
            distance: number;
            /** @description The unit is in base contact with this enemy of its own (a combat, L599-607), so it is not moved out of it: tolerated (L688-689) */
            engagedWith?: string;
            unit: string;
        };
        KowTurnStateDto: {
            /** @description The shooter is Disordered (cannot shoot or cast: SHOOTER_DISORDERED) */
            disordered?: boolean;
            /** @description The shooter is in contact with an enemy (SHOOTER_ENGAGED) */
            engaged?: boolean;
            /**
             * @description The order the shooter received this turn (none by the shooting phase = halt). Any order but halt is -1 to hit; atTheDouble and charge cannot shoot; Reload! needs halt. Replaces `moved`.
             * @enum {string}
             */
            order?: "halt" | "changeFacing" | "advance" | "back" | "sidestep" | "atTheDouble" | "charge";
            /** @description Ranged attacks (weapon or Breath Attack) the unit already made this turn (one per turn: ONE_RANGED_ATTACK_PER_TURN) */
            rangedAttacksMade?: number;
            /** @description Spells the unit already cast this turn (one ranged attack or spell per turn) */
            spellsCast?: number;
            /** @description The target is in contact with its enemies: only Heal and Bane-chant on a friend may target it (else TARGET_ENGAGED) */
            targetEngaged?: boolean;
            /** @description The shooter is Wavering (cannot shoot or cast: SHOOTER_WAVERING) */
            wavering?: boolean;
        };
        KowUnitDto: {
            /**
             * @description Attacks
             * @example 10
             */
            att?: number;
            /** @description Overrides the type's standard base */
            baseMm?: components["schemas"]["KowBaseDto"];
            /**
             * @description Catalogue profile id (see `profiles`); inline fields are then ignored except extra specialRules
             * @example elf-archers-regiment
             */
            catalogueId?: string;
            /**
             * @description Defence n+
             * @example 4
             */
            de?: number;
            /** @description Overrides the type's height (e.g. Orclings 0) */
            height?: number;
            /**
             * @description Required for a Hero: the type of its mount
             * @enum {string}
             */
            heroSub?: "Inf" | "Cav" | "LInf" | "LCav" | "Mon";
            /** @description Irregular (name marked *) */
            irregular?: boolean;
            /** @description Living Legend (name marked [1]) */
            livingLegend?: boolean;
            /**
             * @description Melee n+ (null = "–")
             * @example 4
             */
            me?: number | null;
            /** @example Elf Spearmen */
            name?: string;
            ne?: components["schemas"]["KowNerveDto"];
            /** @example 150 */
            pts?: number;
            /**
             * @description Ranged n+ (null = "–")
             * @example 4
             */
            ra?: number | null;
            /** @enum {string} */
            size?: "Troop" | "Regiment" | "Horde" | "Legion" | "Single";
            /**
             * @description Speed, inches
             * @example 6
             */
            sp?: number;
            specialRules?: components["schemas"]["KowSpecialRuleDto"][];
            /** @enum {string} */
            type?: "Inf" | "Cav" | "LInf" | "LCav" | "WE" | "Mon" | "Hero";
        };
        KowValidateArmyResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["KowArmyResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        KowViolationDto: {
            /** @example TROOP_ALLOWANCE_EXCEEDED */
            code: string;
            message: string;
            /** @description JSON pointers of the units concerned */
            units: string[];
        };
        KowYellowBelliedDto: {
            applies: boolean;
            /** @description Exact mode: 5/6 */
            pProceed?: number;
            /** @description Seeded / given modes: the D6 did not show 1 */
            proceeds?: boolean;
        };
        KowZoneAreasDto: {
            decorative: number;
            difficult: number;
            hill: number;
            /** @description Square inches */
            impassable: number;
            obstacle: number;
        };
        KowZonesDto: {
            /** @description The set-up zone along y = 0 */
            A: components["schemas"]["KowZoneAreasDto"];
            /** @description The set-up zone along y = depth */
            B: components["schemas"]["KowZoneAreasDto"];
        };
        OutcomeDto: {
            /** @description Tournament points of the first player */
            pointsA: number;
            pointsB: number;
            scoreA: number;
            scoreB: number;
            /**
             * @description null: a draw
             * @enum {string|null}
             */
            winner?: "a" | "b" | null;
        };
        PlayerDto: {
            /**
             * @description Army, faction or house
             * @example Basilea
             */
            faction?: string;
            /** @example Alice */
            name: string;
        };
        ProblemDto: {
            /** @enum {string} */
            code: "validation_failed" | "malformed_json" | "invalid_input" | "unknown_reference" | "insufficient_dice" | "invalid_option" | "unsupported_rules_version" | "unauthorized" | "forbidden" | "not_found" | "route_not_found" | "method_not_allowed" | "conflict" | "precondition_failed" | "payload_too_large" | "uri_too_long" | "unsupported_media_type" | "impossible_state" | "idempotency_key_reused" | "too_complex" | "precondition_required" | "rate_limited" | "internal_error" | "capability_not_served" | "service_unavailable";
            /**
             * @description On 412 precondition_failed: the version the game is at now
             * @example 3
             */
            currentVersion?: number;
            /** @example 1 field of the request body is invalid */
            detail: string;
            errors: components["schemas"]["FieldIssueDto"][];
            /** @example 400 */
            status: number;
            /** @example The request is invalid */
            title: string;
            /** @example https://arbiter.dev/problems/validation-failed */
            type: string;
        };
        ReplaceGameDto: {
            name?: string;
            players?: components["schemas"]["PlayerDto"][];
            state: {
                [key: string]: unknown;
            };
            /**
             * @description private: only the owning key sees it; public: anyone reads it, only the owner writes
             * @default private
             * @enum {string}
             */
            visibility?: "private" | "public";
        };
        RollDto: {
            /** @example d6 */
            die: string;
            /** @example hit */
            purpose: string;
            rerolled: boolean;
            /** @example 5 */
            value: number;
        };
        RoundDto: {
            round: number;
            tables: components["schemas"]["TableDto"][];
        };
        ScoringDto: {
            /** @description Points for a draw; default the preset's */
            draw?: number;
            /** @description Points for a loss; default the preset's */
            loss?: number;
            /**
             * @description A preset id from GET /v1/{system} (scoringPresets)
             * @example win-draw-loss
             */
            preset: string;
            /** @description Points for a win (and a bye); default the preset's */
            win?: number;
        };
        ScoringPresetDto: {
            description: string;
            draw: number;
            id: string;
            loss: number;
            name: string;
            /**
             * @description What a result is posted as: the body of the system's scenarios/score, or FiguresDto
             * @enum {string}
             */
            resultBody: "scenarios/score" | "figures";
            tieBreakers: ("strengthOfSchedule" | "scoreDifference" | "scoreFor")[];
            win: number;
        };
        StandingDto: {
            byes: number;
            draws: number;
            losses: number;
            name: string;
            /** @description Opponent player ids, round by round (byes omitted) */
            opponents: number[];
            played: number;
            playerId: number;
            /** @description Tournament points */
            points: number;
            rank: number;
            scoreAgainst: number;
            scoreFor: number;
            /** @description The preset's tie-breakers, in the order applied */
            tieBreakers: components["schemas"]["TieBreakerValueDto"][];
            wins: number;
        };
        StandingsDto: {
            standings: components["schemas"]["StandingDto"][];
            /** @description After tournament points, in order */
            tieBreakers: string[];
        };
        SystemDetailDto: {
            capabilities: components["schemas"]["CapabilitiesDto"];
            /** @description Built-in data from the seeds: profiles, special rules, scenarios, terrain, map… */
            catalogue: {
                [key: string]: unknown;
            };
            /** @example kow-2e */
            defaultRulesVersion: string;
            /** @example kow */
            id: string;
            /** @example Kings of War */
            name: string;
            /** @description Engine decisions per served capability: name, type, default, values */
            options: {
                [key: string]: unknown;
            };
            /**
             * @example [
             *       "kow-2e"
             *     ]
             */
            rulesVersions: string[];
            /** @description Tournament scoring presets (API.md §8): win/draw/loss, and the system’s own table where its rules have one */
            scoringPresets: components["schemas"]["ScoringPresetDto"][];
        };
        SystemListDto: {
            systems: components["schemas"]["SystemSummaryDto"][];
        };
        SystemSummaryDto: {
            capabilities: components["schemas"]["CapabilitiesDto"];
            /** @example kow-2e */
            defaultRulesVersion: string;
            /** @example kow */
            id: string;
            /** @example Kings of War */
            name: string;
            /**
             * @example [
             *       "kow-2e"
             *     ]
             */
            rulesVersions: string[];
        };
        T9aAllocationDto: {
            /** @description How many of the group's attacks */
            attacks: number;
            /** @description The enemy character, an index into the other side's characters */
            character: number;
            /** @description One of this side's characters directs its attacks (an index into characters); omitted: the unit */
            from?: number;
            /**
             * @description The striker's group whose attacks are directed (as listed in result.combat.strikers): "front rank" (default), "champion", "supporting", a mount
             * @example front rank
             */
            group?: string;
        };
        T9aAmbushArrivalDto: {
            /** @example 8/9 */
            byTurnFraction: string;
            /** @example 2/9 */
            fraction: string;
            p: number;
            /** @description P(arrived by the end of this turn's roll) */
            pByTurn: number;
            turn: number;
        };
        T9aAmbusherDto: {
            /** @description Where it comes on, its rear rank on a board edge (L3114-3115) */
            arrival?: components["schemas"]["T9aArrivalDto"];
            /** @description Depth, inches */
            depth: number;
            id: string;
            /** @description Movement: it ends within 2×M of the edge */
            M: number;
            /** @enum {string} */
            side: "A" | "B";
            /** @description Frontage, inches */
            width: number;
        };
        T9aAmbusherResultDto: {
            /** @description Seeded and given: the turn it arrives; null: never, destroyed */
            arrivesOnTurn?: number | null;
            /**
             * @description The edge its rear rank is on (near: y = 0)
             * @enum {string}
             */
            edge?: "near" | "far" | "left" | "right";
            /** @description With arrival: a legal arrival */
            legal?: boolean;
            reasons?: components["schemas"]["T9aFindingDto"][];
            /** @enum {string} */
            side: "A" | "B";
            /** @description Inches from that edge where it ends */
            toEdge?: number;
            unit: string;
        };
        T9aAmbushResultDto: {
            /** @description Exact: the turn an ambusher arrives */
            arrival?: components["schemas"]["T9aAmbushArrivalDto"][];
            pNever?: number;
            /** @example 1/243 */
            pNeverFraction?: string;
            units: components["schemas"]["T9aAmbusherResultDto"][];
        };
        T9aArcSharesDto: {
            front: number;
            left: number;
            rear: number;
            right: number;
        };
        T9aArmiesScoredDto: {
            /** @description Player A's units */
            A: components["schemas"]["T9aScoredUnitDto"][];
            /** @description Player B's units */
            B: components["schemas"]["T9aScoredUnitDto"][];
        };
        T9aArmyItemDto: {
            /** @description Dispel Scroll bought as an Enchanted Item (50 points, army without wizards) */
            asEnchanted?: boolean;
            /** @description Points paid, checked against the Lord/Hero price */
            cost?: number;
            /**
             * @description Magic item id (catalogue `magicItems`)
             * @example giantSword
             */
            id: string;
        };
        T9aArmyRequestDto: {
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @example 2000 */
            gameSize: number;
            /** @description Hidden lists (optional rule, L357-383): magic items hidden, identical-looking units need a mark */
            hiddenLists?: boolean;
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            units: components["schemas"]["T9aArmyUnitDto"][];
        };
        T9aArmyResultDto: {
            /** @enum {string} */
            armySize: "warband" | "standard" | "grandArmy";
            categories: components["schemas"]["T9aCategoryTotalsDto"];
            total: number;
            valid: boolean;
            violations: components["schemas"]["T9aViolationDto"][];
        };
        T9aArmyUnitDto: {
            /** @description Magic-item allowance (Heroes 50) */
            allowance?: number;
            /** @description Mundane armour */
            armour?: ("light" | "heavy" | "plate" | "shield" | "barding" | "innateDefence")[];
            /** @description Battle Standard Bearer */
            bsb?: boolean;
            /** @description The entry allows the BSB upgrade (default true) */
            bsbAllowed?: boolean;
            /** @enum {string} */
            category: "lord" | "hero" | "core" | "special" | "rare";
            /** @description Army-book entry (duplication limits); default the name */
            entry?: string;
            /** @description Designated General */
            general?: boolean;
            items?: components["schemas"]["T9aArmyItemDto"][];
            /** @description Name of the unit this character deploys in */
            joins?: string;
            /** @description Large Target */
            largeTarget?: boolean;
            ld?: number;
            /** @description "0-X" limit */
            limit?: number;
            /** @description Hidden lists: what tells this unit apart from identical-looking ones */
            mark?: string;
            /** @description A wizard allowed to buy mundane armour */
            mundaneArmourOption?: boolean;
            /** @example Spearmen */
            name: string;
            /** @description Not a Leader */
            notALeader?: boolean;
            /** @description Path of Magic recorded */
            path?: string;
            points: number;
            /** @description Special rules relevant to joining */
            rules?: ("ambush" | "armourPiercing" | "bodyguard" | "breathWeapon" | "channel" | "crushAttack" | "cumbersome" | "daemonicInstability" | "devastatingCharge" | "distracting" | "engineer" | "ethereal" | "fastCavalry" | "fear" | "fightInExtraRank" | "fireborn" | "flamingAttacks" | "flammable" | "fly" | "freeReform" | "frenzy" | "grindingAttacks" | "hardTarget" | "hatred" | "hellfire" | "hidden" | "holyAttacks" | "immuneToPsychology" | "impactHits" | "insignificant" | "largeTarget" | "lethalStrike" | "lightningAttack" | "lightningReflexes" | "magicResistance" | "magicalAttacks" | "metalshifting" | "moveOrFire" | "multipleShots" | "multipleWounds" | "notALeader" | "otherworldly" | "pathmaster" | "poisonedAttacks" | "quickToFire" | "randomAttacks" | "randomMovement" | "regeneration" | "requiresTwoHands" | "scout" | "scythes" | "skirmishers" | "stomp" | "strider" | "stubborn" | "stupidity" | "swiftstride" | "terror" | "thunderousCharge" | "toxicAttacks" | "unbreakable" | "undead" | "unstable" | "unwieldy" | "vanguard" | "volleyFire" | "warPlatform" | "wardSave" | "weaponMaster" | "wizardConclave")[];
            /** @description Standard bearer */
            standardBearer?: boolean;
            /** @enum {string} */
            troopType?: "infantry" | "warBeast" | "cavalry" | "monstrousInfantry" | "monstrousBeast" | "monstrousCavalry" | "chariot" | "monster" | "riddenMonster" | "swarm" | "warMachine";
            /** @description Unique (0-1) */
            unique?: boolean;
            /** @description Veteran standard bearer */
            veteranStandard?: boolean;
            /** @description Mundane weapons */
            weapons?: ("handWeapon" | "flail" | "greatWeapon" | "halberd" | "additionalHandWeapon" | "lance" | "lightLance" | "spear")[];
            /** @description Wizard */
            wizard?: boolean;
        };
        T9aArrivalDto: {
            /** @description Footprint centre, inches */
            centre: components["schemas"]["T9aPointDto"];
            /**
             * @description Facing, degrees clockwise from +y
             * @example 0
             */
            facing: number;
            /** @description Where it ends its move (default: where it came on) */
            moved?: components["schemas"]["T9aPoseInDto"];
        };
        T9aArrivalsDto: {
            p: number;
            value: number;
        };
        T9aArtilleryDto: {
            armourPiercing?: number;
            /** @description Catapult: the bracketed S on the centre model */
            centreStrength?: number;
            /** @description An Engineer within 3" (L3386-3395): rerolls misfire results of 1-2, and a catapult's scatter die or a flame thrower's advance (not a 6) by option engineerRerolls */
            engineer?: boolean;
            /** @description Catapult: the template's centre is in line of sight (default true); out of it a hit face moves it D6×2 − BS" in a random direction (L2454-2458) */
            lineOfSight?: boolean;
            /** @description Bolt thrower: the target ranks (front/rear) or files (flank) */
            maxHits?: number;
            /** @description Models under the final template (catapult, flame thrower) or along the cannon line after the impact model */
            models?: number;
            /** @description Flame thrower without a placement: the models touched for an advance of 1", 2" … 5" (instead of models; the Engineer's reroll weighs them) */
            modelsByAdvance?: number[];
            /** @description Catapult, flame thrower, cannon, bolt thrower placed on the table: the engine works out who is hit (instead of models, maxHits and the characters' touched and linePositions) */
            placement?: components["schemas"]["T9aArtilleryPlacementDto"];
            /**
             * @description Volley gun shots: a number or "2D6"…
             * @example 2D6
             */
            shots?: number | string;
            /** @description Strength */
            strength: number;
            /**
             * @description Artillery weapon (§3.11)
             * @enum {string}
             */
            weapon: "catapult" | "flameThrower" | "cannon" | "boltThrower" | "volleyGun";
        };
        T9aArtilleryOddsDto: {
            /** @description Given a misfire */
            misfireTable: components["schemas"]["T9aMisfireTableDto"];
            pMisfire: number;
            /** @description An Engineer: P(it rerolls the catapult's scatter die or the flame thrower's advance), by option engineerRerolls */
            pReroll?: number;
            /** @description Catapult: scatter distance (inches) when it does not misfire */
            scatter?: components["schemas"]["T9aScatterEntryDto"][];
        };
        T9aArtilleryPlacementDto: {
            /** @description Catapult: the template's centre as placed, over an enemy model (L2448-2451); flame thrower: its centre before the advance; cannon: the impact point, over a model of the target */
            aim: components["schemas"]["T9aPointDto"];
            /** @description Given dice: the direction a catapult template moved, measured on the table (degrees clockwise from +y, like a facing); asked for when it moves (with an Engineer: the first scatter die's) */
            direction?: number;
            /** @description Flame thrower, cannon, bolt thrower: the machine's position (the template moves, the line runs, directly away from it; the bolt's arc) */
            from?: components["schemas"]["T9aPointDto"];
            /** @description Cannon (X): the line's length, inches */
            lineLength?: number;
            /** @description Given dice, an Engineer: the direction of the rerolled scatter die's move, measured like direction; asked for when it moves (L3386-3395) */
            rerollDirection?: number;
            /** @description Catapult (X): the template's diameter, inches; default 3 */
            template?: number;
            /** @description Cannon: impassable terrain and walls stop the line */
            terrain?: components["schemas"]["T9aTerrainPolygonDto"][];
            /** @description units[0] is the target; the others are enemy units the template may touch too (overlapping units are a 422) */
            units: components["schemas"]["T9aPlacedUnitDto"][];
        };
        T9aAttackGroupDto: {
            armourPiercing: number;
            armourSave: number | null;
            /** @description Attacks: a number or a dice expression */
            attacks: number | string;
            /** @description Initiative step (10 strikes first) */
            initiative: number;
            /** @example front rank */
            label: string;
            multipleWounds?: string;
            strength: number;
            /**
             * @description "auto", "n+", "6 then n+" or "impossible"
             * @example 4+
             */
            toHit: string;
            toWound: number | null;
            ward: number | null;
            /** @enum {string|null} */
            wardKind: "ward" | "regeneration" | null;
        };
        T9aAttackOutcomeDto: {
            hits: number;
            /**
             * @description Artillery: the misfire result
             * @enum {string|null}
             */
            misfire?: "explosion" | "destroyed" | "obstructed" | "malfunction" | null;
            modelsRemoved: number;
            /** @description Catapult: scatter distance, inches */
            scatter?: number;
            unsaved: number;
            wounds: number;
            woundsCarried: number;
            woundsInflicted: number;
        };
        T9aAttackPlanDto: {
            groups: components["schemas"]["T9aAttackGroupDto"][];
            target: components["schemas"]["T9aAttackTargetDto"];
        };
        T9aAttackRequestDto: {
            artillery?: components["schemas"]["T9aArtilleryDto"];
            /** @description The attacking unit (or model) */
            attacker: components["schemas"]["T9aUnitDto"];
            /** @description Override: number of attacks (or shots) instead of counting models */
            attacks?: number;
            /** @description The attacker charged this combat (first-round bonuses) */
            charged?: boolean;
            /** @description kind combatRound: each side's charge, facing, morale and challenge fighter */
            combat?: components["schemas"]["T9aCombatRoundDto"];
            /** @description Shooting, special attacks and templates on a combined unit: its characters and how the attacker distributes the hits (L2629-2652) */
            combined?: components["schemas"]["T9aCombinedUnitDto"];
            /**
             * @description Shooting: cover of the target as stated (e.g. from models); with `geometry` the harder of the two applies
             * @enum {string}
             */
            cover?: "none" | "soft" | "hard";
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @description The attacker is engaged in its own front (supporting attacks), default true */
            engagedFront?: boolean;
            /**
             * @description Facing of the target the attackers fight (Parry only in the front)
             * @enum {string}
             */
            facing?: "front" | "flank" | "rear";
            /** @description The attacker failed its Fear test (WS 1) */
            fearFailed?: boolean;
            /** @description Shooting: positions and terrain; the engine works out the terrain's cover (L1344-1376, L2824-2891) */
            geometry?: components["schemas"]["T9aShotGeometryDto"];
            /**
             * @description combatRound: a whole round of close combat, attacker (side 0) and target (side 1) both striking
             * @example closeCombat
             * @enum {string}
             */
            kind: "closeCombat" | "shooting" | "special" | "artillery" | "combatRound";
            /** @description Front-rank models in base contact; default the files */
            modelsInContact?: number;
            /** @description Shooting: the unit moved this turn */
            moved?: boolean;
            /** @description Shooting: fire the Multiple Shots (X) */
            multipleShots?: boolean;
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @description Shooting: distance to the target, inches */
            range?: number;
            /** @description Combat round (1 = the first of this combat); default 1 */
            round?: number;
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            special?: components["schemas"]["T9aSpecialAttackDto"];
            /** @description Wounds come from a spell (Magic Resistance) */
            spell?: boolean;
            /** @description Shooting: a Stand and Shoot reaction */
            standAndShoot?: boolean;
            /** @description The target unit */
            target: components["schemas"]["T9aUnitDto"];
        };
        T9aAttackResultDto: {
            /** @description Artillery, exact mode */
            artillery?: components["schemas"]["T9aArtilleryOddsDto"];
            /** @description kind combatRound */
            combat?: components["schemas"]["T9aCombatRoundReportDto"];
            /** @description A combined unit (request `combined`): who took the hits */
            combined?: components["schemas"]["T9aCombinedResultDto"];
            /** @description Shooting with geometry: the cover worked out from the table */
            cover?: components["schemas"]["T9aCoverResultDto"];
            /** @description Seeded and given modes */
            outcome?: components["schemas"]["T9aAttackOutcomeDto"];
            /** @description Artillery placed on the table (artillery.placement): who the template or line covers */
            placement?: components["schemas"]["T9aPlacementResultDto"];
            plan: components["schemas"]["T9aAttackPlanDto"];
            /** @description Exact mode */
            summary?: components["schemas"]["T9aAttackSummaryDto"];
        };
        T9aAttackSummaryDto: {
            meanHits: number;
            meanModelsRemoved: number;
            meanUnsaved: number;
            meanWounds: number;
            meanWoundsInflicted: number;
            pAnyModelRemoved: number;
            pUnitDestroyed: number;
        };
        T9aAttackTargetDto: {
            models: number;
            wounds: number;
            woundsRemaining: number;
            woundsTaken: number;
        };
        T9aBoardDto: {
            /** @example 48 */
            depth: number;
            /** @example 72 */
            width: number;
        };
        T9aBothFledDto: {
            /** @description Given in the request (else the likelier to reach) */
            chosen: boolean;
            /** @description The fleeing unit the charge is completed against after a passed Ld test */
            completeAgainst: string;
            /** @description The check against the first fled unit once the new target has moved away */
            fledAfterSecondFlee: components["schemas"]["T9aChargeCheckDto"];
            /** @description The check against the new target where it fled */
            newTargetAfterFlee: components["schemas"]["T9aChargeCheckDto"];
        };
        T9aBreakTestDto: {
            ld?: number;
            /** @enum {string} */
            outcome?: "pass" | "flee" | "destroyed";
            pFlee?: number;
            pPass?: number;
            reason: string;
            roll?: number;
            steadfast?: boolean;
            /** @enum {string} */
            test: "none" | "ld" | "unstable" | "daemonic";
            unit: string;
            woundsLost?: number;
            woundsLostDistribution?: components["schemas"]["T9aDistEntryDto"][];
        };
        T9aCannonLineDto: {
            /** @description The target's model under the impact point (full S) */
            impactModel: number;
            /** @description The line's length after terrain, inches */
            length: number;
            /** @description The target's other models under the line, in order from the impact point (half S) */
            models: number[];
            /** @description The terrain piece (index) that stopped it */
            stoppedBy?: number;
        };
        T9aCategoryTotalDto: {
            percent: number;
            points: number;
        };
        T9aCategoryTotalsDto: {
            core: components["schemas"]["T9aCategoryTotalDto"];
            hero: components["schemas"]["T9aCategoryTotalDto"];
            lord: components["schemas"]["T9aCategoryTotalDto"];
            rare: components["schemas"]["T9aCategoryTotalDto"];
            special: components["schemas"]["T9aCategoryTotalDto"];
        };
        T9aChallengeDto: {
            /** @description The unit's champion fights (the unit needs champion: true) */
            champion?: boolean;
            /** @description A character of the unit fights (one model, its own profile and W) */
            character?: components["schemas"]["T9aUnitDto"];
            /** @description Refused: the designated character, an index into this side's characters (Ld 0, no attacks this round) */
            designated?: number;
            /** @description Refused: the designated character is the BSB (loses Hold your Ground and its +1 this phase) */
            designatedBsb?: boolean;
            /** @description This side refuses the other side's challenge (no fight) */
            refused?: boolean;
        };
        T9aChargeCheckDto: {
            arcShares: components["schemas"]["T9aArcSharesDto"];
            availableReactions: ("hold" | "flee" | "standAndShoot")[];
            championFloor: boolean;
            chargeM: number;
            dangerousTerrainTests: components["schemas"]["T9aDangerousTestDto"][];
            dice: string;
            diceTotalNeeded: number;
            distance: number;
            /** @enum {string} */
            facing: "front" | "left" | "right" | "rear" | "any";
            finalPosition: components["schemas"]["T9aPoseOutDto"] | null;
            legal: boolean;
            maxRange: number;
            path: components["schemas"]["T9aPathStepDto"][];
            pSuccess: number;
            /** @example 33/36 */
            pSuccessFraction: string;
            reasons: components["schemas"]["T9aChargeReasonDto"][];
            /** @description Seeded and given modes */
            roll?: components["schemas"]["T9aChargeRollDto"];
            standAndShootModifiers: string[];
            terrorTest: components["schemas"]["T9aTerrorTestDto"] | null;
        };
        T9aChargerCheckDto: {
            arcShares: components["schemas"]["T9aArcSharesDto"];
            availableReactions: ("hold" | "flee" | "standAndShoot")[];
            championFloor: boolean;
            chargeM: number;
            chargerId: string;
            dangerousTerrainTests: components["schemas"]["T9aDangerousTestDto"][];
            dice: string;
            diceTotalNeeded: number;
            distance: number;
            /** @enum {string} */
            facing: "front" | "left" | "right" | "rear" | "any";
            finalPosition: components["schemas"]["T9aPoseOutDto"] | null;
            legal: boolean;
            maxRange: number;
            path: components["schemas"]["T9aPathStepDto"][];
            pSuccess: number;
            /** @example 33/36 */
            pSuccessFraction: string;
            reasons: components["schemas"]["T9aChargeReasonDto"][];
            /** @description Seeded and given modes */
            roll?: components["schemas"]["T9aChargeRollDto"];
            standAndShootModifiers: string[];
            terrorTest: components["schemas"]["T9aTerrorTestDto"] | null;
        };
        T9aChargeReasonDto: {
            cite: string;
            /** @enum {string} */
            code: "CHARGER_FLEEING" | "CHARGER_WAR_MACHINE" | "CHARGER_IN_BUILDING" | "CHARGER_RANDOM_MOVEMENT" | "CHARGER_STUPID" | "CHARGER_ENGAGED" | "CHARGER_FIRST_TURN" | "CHARGER_CHARACTER_CHARGED_OUT" | "TARGET_NOT_ENEMY" | "NO_LINE_OF_SIGHT" | "OUT_OF_MAX_RANGE" | "NO_ROOM" | "OFF_TABLE" | "BLOCKED_BY_CHARGER" | "REDIRECT_TARGET_NOT_FLEEING" | "REDIRECT_ALREADY_USED" | "REDIRECT_SAME_TARGET" | "REDIRECT_TARGET_NOT_VIABLE";
            message: string;
        };
        T9aChargeRequestDto: {
            /** @description Default 72"×48" */
            board?: components["schemas"]["T9aBoardDto"];
            /** @description The charging unit (or give chargerIds) */
            chargerId?: string;
            /** @description Several units charging targetId (L918-928), in the order their ranges are rolled (ties of the joint placement go to the earlier); instead of chargerId */
            chargerIds?: string[];
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @description targetId fled: try to redirect the charge to newTargetId (L861-869) */
            redirect?: components["schemas"]["T9aRedirectDto"];
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            targetId: string;
            terrain?: components["schemas"]["T9aTerrainPolygonDto"][];
            /** @description Every unit on the table that matters: charger, target, and whatever may block sight or the path */
            units: components["schemas"]["T9aChargeUnitDto"][];
        };
        T9aChargeResultDto: {
            arcShares: components["schemas"]["T9aArcSharesDto"];
            /** @description chargerIds: distribution of how many arrive */
            arrivals?: components["schemas"]["T9aArrivalsDto"][];
            availableReactions: ("hold" | "flee" | "standAndShoot")[];
            championFloor: boolean;
            chargeM: number;
            /** @description chargerIds: each charger in the order given (the top-level fields are the first one's) */
            chargers?: components["schemas"]["T9aChargerCheckDto"][];
            dangerousTerrainTests: components["schemas"]["T9aDangerousTestDto"][];
            dice: string;
            diceTotalNeeded: number;
            distance: number;
            /** @enum {string} */
            facing: "front" | "left" | "right" | "rear" | "any";
            finalPosition: components["schemas"]["T9aPoseOutDto"] | null;
            legal: boolean;
            maxRange: number;
            /** @description chargerIds: P(every charger arrives), the product of independent odds */
            pAllArrive?: number;
            /** @example 1089/1296 */
            pAllArriveFraction?: string;
            path: components["schemas"]["T9aPathStepDto"][];
            /** @description chargerId: where a legal charge ends; chargerIds: the chargers that arrive placed together (absent when none arrives); not with redirect */
            placement?: components["schemas"]["T9aJointPlacementDto"];
            pSuccess: number;
            /** @example 33/36 */
            pSuccessFraction: string;
            reasons: components["schemas"]["T9aChargeReasonDto"][];
            /** @description redirect: the Ld test and both charges */
            redirect?: components["schemas"]["T9aRedirectResultDto"];
            /** @description Seeded and given modes */
            roll?: components["schemas"]["T9aChargeRollDto"];
            standAndShootModifiers: string[];
            /** @description chargerIds with a Terror charger: the one panic test of the target (L3517-3521, L2159-2162) */
            terror?: components["schemas"]["T9aMultiTerrorDto"];
            terrorTest: components["schemas"]["T9aTerrorTestDto"] | null;
        };
        T9aChargeRollDto: {
            failedChargeMove: number;
            success: boolean;
            terrorPassed?: boolean;
            total: number;
        };
        T9aChargeUnitDto: {
            /** @description A base's width, inches (L744-748); no wider than the unit, files × baseWidth = width; default width / files */
            baseWidth?: number;
            /** @description A BSB in range (Hold your Ground on the Terror test) */
            bsbInRange?: boolean;
            /** @description Footprint centre, inches */
            centre: components["schemas"]["T9aPointDto"];
            /** @description Has a champion (Lead the Charge) */
            champion?: boolean;
            /** @description A character charged out of it this turn */
            characterChargedOut?: boolean;
            /** @description Depth, inches */
            depth: number;
            /** @description Engaged in combat */
            engaged?: boolean;
            /**
             * @description Facing, degrees clockwise from +y
             * @example 0
             */
            facing: number;
            /** @description Failed its Stupidity test this turn */
            failedStupidity?: boolean;
            /** @description Models per rank (L762-765), for counting models in base contact (L897-902, L918-925); default 1 (or width / baseWidth): the unit counted as one model as wide as it */
            files?: number;
            /** @description Scout outside its zone / Vanguard moved, in its side's first turn going first */
            firstTurnRestricted?: boolean;
            /** @description Fleeing */
            fleeing?: boolean;
            /** @example knights */
            id: string;
            /** @description Inside a building */
            inBuilding?: boolean;
            /** @description Leadership (Terror test) */
            Ld?: number;
            /** @description Lowest M of a combined unit */
            lowestM?: number;
            /** @description Movement */
            M: number;
            /** @enum {string} */
            missileWeapon?: "handgun" | "shortBow" | "bow" | "longbow" | "throwingWeapon" | "crossbow" | "pistol" | "braceOfPistols";
            /** @description Models in the unit, in ranks of files (the last may be incomplete, L762-765); at least files; default files (one rank) */
            models?: number;
            rules?: components["schemas"]["T9aRuleRefDto"][];
            /** @enum {string} */
            side: "A" | "B";
            /** @description As a target: it already stood and shot this player turn (Stand and Shoot once per turn, L855-856) */
            standAndShootUsed?: boolean;
            /** @enum {string} */
            troopType?: "infantry" | "warBeast" | "cavalry" | "monstrousInfantry" | "monstrousBeast" | "monstrousCavalry" | "chariot" | "monster" | "riddenMonster" | "swarm" | "warMachine";
            /** @description Frontage, inches */
            width: number;
        };
        T9aCheckChargeResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["T9aChargeResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        T9aCombatRoundDto: {
            /** @description Combat round (1 = the first of this combat); default the request round */
            round?: number;
            /** @description Side 0 is the attacker's unit, side 1 the target's */
            sides?: components["schemas"]["T9aCombatRoundSideDto"][];
            /** @description Multiple combat: more units on either side (up to 4), numbered 2, 3… */
            units?: components["schemas"]["T9aRoundUnitDto"][];
        };
        T9aCombatRoundReportDto: {
            /** @description Exact mode */
            odds?: components["schemas"]["T9aRoundOddsDto"];
            /** @description Seeded and given modes */
            rolled?: components["schemas"]["T9aRoundRolledDto"];
            strikers: components["schemas"]["T9aRoundStrikerDto"][];
        };
        T9aCombatRoundSideDto: {
            /** @description Attacks directed at the other side's characters (L1525-1540); the rest strike the R&F */
            allocations?: components["schemas"]["T9aAllocationDto"][];
            /** @description Set on both sides: the two fighters of an accepted challenge */
            challenge?: components["schemas"]["T9aChallengeDto"];
            /** @description Characters in the unit outside the challenge (one model each): they strike the enemy unit, count in the ranks and lend their Ld */
            characters?: components["schemas"]["T9aUnitDto"][];
            /** @description The unit charged this combat (first-round bonuses, +1 combat score) */
            charged?: boolean;
            /** @description That charge came down a hill (+2) */
            chargedFromHill?: boolean;
            /** @description The unit is engaged in its own front (supporting attacks), default true */
            engagedFront?: boolean;
            /**
             * @description Facing of the enemy unit this unit fights (flank +1/+2, rear +2/+3, Parry only in the front); default front
             * @enum {string}
             */
            facing?: "front" | "flank" | "rear";
            /** @description The unit failed its Fear test (WS 1) */
            fearFailed?: boolean;
            /** @description Front-rank models in base contact; default the files */
            modelsInContact?: number;
            morale?: components["schemas"]["T9aRoundMoraleDto"];
            /** @description Special attacks made this round (Impact Hits, Stomp, Breath Weapon, Grinding Attacks, Crush Attack; L3102-3356) */
            specials?: components["schemas"]["T9aRoundSpecialDto"][];
            /** @description Multiple combat: attacks split off to another enemy unit in contact (L1520-1532); the rest strike the unit in strikes */
            splits?: components["schemas"]["T9aSplitDto"][];
            /** @description Multiple combat: the enemy unit this unit fights (0 the attacker, 1 the target, 2… combat.units); default the other */
            strikes?: number;
        };
        T9aCombatSideDto: {
            /** @description A unit of the side charged this round */
            charged?: boolean;
            /** @description That charge came down a hill (+2) */
            chargedFromHill?: boolean;
            /** @description Overkill in a challenge (max +3) */
            overkill?: number;
            units: components["schemas"]["T9aMoraleUnitDto"][];
            /** @description Unsaved wounds caused this round */
            woundsCaused: number;
        };
        T9aCombinedResultDto: {
            /** @description Every hit went to the R&F (same troop type and at least 5 R&F, L2631-2636) */
            allToRankAndFile: boolean;
            /** @description Exact mode: per recipient, in the attacker's order */
            recipients?: components["schemas"]["T9aRecipientOddsDto"][];
            /** @description Seeded and given modes: per recipient */
            rolled?: components["schemas"]["T9aRecipientRolledDto"][];
        };
        T9aCombinedUnitDto: {
            /** @description The characters joined to the target unit (one model each, own profile, troop type, armour, ward) */
            characters: components["schemas"]["T9aUnitDto"][];
            /** @description Cannon and bolt-thrower lines (L2484-2507, L2649-2652): the slot along the line of each character in touched (0: the first model hit, then the next…) */
            linePositions?: number[];
            /**
             * @description Where the hits left over after an even split (and the Poisoned hits) go first: the characters in the order given (default) or the R&F
             * @enum {string}
             */
            spareHitsTo?: "characters" | "rankAndFile";
            /** @description Templates and lines (kind artillery: catapult, flame thrower; cannon and bolt thrower with linePositions): the characters under the template or line, indices into characters */
            touched?: number[];
        };
        T9aCoverResultDto: {
            /**
             * @description The cover applied: the harder of the table's and the stated cover
             * @enum {string}
             */
            cover: "none" | "soft" | "hard";
            /**
             * @description The table's verdict (terrain and models)
             * @enum {string}
             */
            fromTable: "none" | "soft" | "hard";
            /** @description Share behind either */
            obscured: number;
            /** @description Share behind hard things */
            obscuredHard: number;
            /** @description Share of the target's footprint behind soft things */
            obscuredSoft: number;
        };
        T9aCoverUnitDto: {
            /** @description Footprint centre, inches */
            centre: components["schemas"]["T9aPointDto"];
            /** @description Depth, inches */
            depth: number;
            /**
             * @description Facing, degrees clockwise from +y
             * @example 0
             */
            facing: number;
            /** @description Its special rules: largeTarget makes it Large */
            rules?: components["schemas"]["T9aRuleRefDto"][];
            /**
             * @description Troop type, for its height (L722-726); default infantry
             * @enum {string}
             */
            troopType?: "infantry" | "warBeast" | "cavalry" | "monstrousInfantry" | "monstrousBeast" | "monstrousCavalry" | "chariot" | "monster" | "riddenMonster" | "swarm" | "warMachine";
            /** @description Frontage, inches */
            width: number;
        };
        T9aDangerousTestDto: {
            dice: number;
            /** @description Each die at or under this is a wound */
            failOn: number;
            meanWounds: number;
            pAtLeastOneWound: number;
            /** @description Index in terrain */
            terrain: number;
            type: string;
        };
        T9aDeployedUnitDto: {
            /** @description Footprint centre, inches */
            centre: components["schemas"]["T9aPointDto"];
            /** @description Depth, inches */
            depth: number;
            /**
             * @description Facing, degrees clockwise from +y
             * @example 0
             */
            facing: number;
            /** @example scouts */
            id: string;
            /** @description scout: deployed as a Scout (L3264-3273); vanguard or fastCavalry: may make a Vanguard move */
            rules?: components["schemas"]["T9aRuleRefDto"][];
            /**
             * @description A: the half along y = 0 (Diagonal: the corner (width, 0) for rising, (0, 0) for falling); B: the other
             * @enum {string}
             */
            side: "A" | "B";
            /**
             * @description Needed for a unit hiding a model (hidden)
             * @enum {string}
             */
            troopType?: "infantry" | "warBeast" | "cavalry" | "monstrousInfantry" | "monstrousBeast" | "monstrousCavalry" | "chariot" | "monster" | "riddenMonster" | "swarm" | "warMachine";
            /** @description Its Vanguard move (L3526-3535), made in the order of units */
            vanguard?: components["schemas"]["T9aVanguardMoveDto"];
            /** @description Frontage, inches */
            width: number;
        };
        T9aDeploymentDistanceDto: {
            /** @description Inches from the dividing line to the nearest point of the unit (negative: across it) */
            distance: number;
            /** @description Inches the unit lies inside its zone, measured across the dividing line (0 or less: outside) */
            margin: number;
            /** @enum {string} */
            side: "A" | "B";
            unit: string;
        };
        T9aDeploymentDto: {
            /**
             * @description flankAttack: the attacking side
             * @enum {string}
             */
            attacker?: "A" | "B";
            /**
             * @description diagonal: rising joins the corners (0, 0) and (width, depth), falling (0, depth) and (width, 0)
             * @enum {string}
             */
            diagonal?: "rising" | "falling";
            /**
             * @description The side playing the first turn, when known: the first-turn charge restrictions of Scouts and Vanguard then apply or not
             * @enum {string}
             */
            goesFirst?: "A" | "B";
            /**
             * @description The deployment type (L452-469)
             * @enum {string}
             */
            type: "classic" | "diagonal" | "flankAttack";
        };
        T9aDeploymentResultDto: {
            distances: components["schemas"]["T9aDeploymentDistanceDto"][];
            /** @description Units that may not declare a charge in their side's first player turn if it goes first */
            firstTurnNoCharge: components["schemas"]["T9aNoChargeDto"][];
            scouts: components["schemas"]["T9aScoutDto"][];
            valid: boolean;
            violations: components["schemas"]["T9aDeploymentViolationDto"][];
        };
        T9aDeploymentViolationDto: {
            cite: string;
            /** @enum {string} */
            code: "OUTSIDE_ZONE" | "SCOUT_TOO_CLOSE" | "WITHIN_1_INCH" | "HIDDEN_HOST_ENEMY" | "HIDDEN_HOST_NOT_DEPLOYED" | "HIDDEN_HOST_TROOP_TYPE" | "HIDDEN_CHAMPION_OTHER_UNIT" | "NOT_VANGUARD" | "MIXED_DIRECTIONS" | "TOO_FAR" | "PATH_BLOCKED" | "OFF_TABLE" | "TOO_CLOSE_TO_ENEMY" | "MARKER_TOO_CLOSE_TO_ZONE" | "MARKERS_TOO_CLOSE" | "REAR_NOT_ON_EDGE" | "TOO_FAR_FROM_EDGE";
            message: string;
            /** @description JSON pointer into the request */
            path: string;
            unit: string;
        };
        T9aDiscardedPieceDto: {
            reason: string;
            type: string;
        };
        T9aDistEntryDto: {
            p: number;
            value: number;
        };
        T9aFindingDto: {
            cite: string;
            /** @enum {string} */
            code: "OUTSIDE_ZONE" | "SCOUT_TOO_CLOSE" | "WITHIN_1_INCH" | "HIDDEN_HOST_ENEMY" | "HIDDEN_HOST_NOT_DEPLOYED" | "HIDDEN_HOST_TROOP_TYPE" | "HIDDEN_CHAMPION_OTHER_UNIT" | "NOT_VANGUARD" | "MIXED_DIRECTIONS" | "TOO_FAR" | "PATH_BLOCKED" | "OFF_TABLE" | "TOO_CLOSE_TO_ENEMY" | "MARKER_TOO_CLOSE_TO_ZONE" | "MARKERS_TOO_CLOSE" | "REAR_NOT_ON_EDGE" | "TOO_FAR_FROM_EDGE";
            message: string;
            /** @description JSON pointer into the request */
            path: string;
        };
        T9aFirstTurnResultDto: {
            /**
             * @description Seeded and given: the side that chooses
             * @enum {string}
             */
            chooser?: "A" | "B";
            /** @enum {string} */
            finishedFirst: "A" | "B";
            /** @description Exact: each side's chance to choose who plays the first turn */
            pChooses?: components["schemas"]["T9aSideChanceDto"][];
            /** @description Seeded and given: each pair of dice, A's then B's */
            rolls?: number[][];
            /** @description Seeded and given: each pair of totals */
            totals?: number[][];
            /** @description Added to its die: the other side's undeployed units, war machines as one, characters as one */
            undeployedUnits: number;
        };
        T9aFirstTurnRollDto: {
            /**
             * @description The side that finished deploying first
             * @enum {string}
             */
            finishedFirst: "A" | "B";
            /** @description What the other side has left to deploy (L526-530) */
            undeployed: components["schemas"]["T9aUndeployedDto"];
        };
        T9aFootprintDto: {
            /** @description Footprint centre, inches */
            centre: components["schemas"]["T9aPointDto"];
            /** @description Depth, inches */
            depth: number;
            /**
             * @description Facing, degrees clockwise from +y
             * @example 0
             */
            facing: number;
            /** @description Frontage, inches */
            width: number;
        };
        T9aHiddenDto: {
            /** @description A champion: the unit it is the champion of */
            championOf?: string;
            id: string;
            /** @description The unit it hides in */
            in: string;
            /** @enum {string} */
            side: "A" | "B";
            /** @enum {string} */
            troopType: "infantry" | "warBeast" | "cavalry" | "monstrousInfantry" | "monstrousBeast" | "monstrousCavalry" | "chariot" | "monster" | "riddenMonster" | "swarm" | "warMachine";
        };
        T9aJointPlacementDto: {
            /** @description Every model of the units in contact, the target's included (L1449-1451) */
            modelsInCombat: number;
            /** @description Models of both sides in base contact, corner to corner included (L749-750, L897-899) */
            modelsInContact: number;
            /** @description chargerIds: chargers that arrived but found no room, failed-charge move (L926-928) */
            notPlaced: string[];
            /** @description The chargers placed, in an order they can move in (no path crosses a charger already in place, L920-921) */
            placed: string[];
            /** @description chargerId: the target turned to align (no spot lets the charger align by itself, L891-896) or its combat reform after a Blocked charge (L929-935) */
            targetMove?: components["schemas"]["T9aTargetMoveDto"];
        };
        T9aMarkerDistanceDto: {
            /** @enum {string} */
            side: "A" | "B";
            toOtherMarker: number | null;
            toOwnZone: number;
        };
        T9aMarkerDto: {
            /** @description The marker, inches */
            at: components["schemas"]["T9aPointDto"];
            /** @enum {string} */
            side: "A" | "B";
        };
        T9aMarkersResultDto: {
            distances: components["schemas"]["T9aMarkerDistanceDto"][];
            valid: boolean;
            violations: components["schemas"]["T9aMarkerViolationDto"][];
        };
        T9aMarkerViolationDto: {
            cite: string;
            /** @enum {string} */
            code: "OUTSIDE_ZONE" | "SCOUT_TOO_CLOSE" | "WITHIN_1_INCH" | "HIDDEN_HOST_ENEMY" | "HIDDEN_HOST_NOT_DEPLOYED" | "HIDDEN_HOST_TROOP_TYPE" | "HIDDEN_CHAMPION_OTHER_UNIT" | "NOT_VANGUARD" | "MIXED_DIRECTIONS" | "TOO_FAR" | "PATH_BLOCKED" | "OFF_TABLE" | "TOO_CLOSE_TO_ENEMY" | "MARKER_TOO_CLOSE_TO_ZONE" | "MARKERS_TOO_CLOSE" | "REAR_NOT_ON_EDGE" | "TOO_FAR_FROM_EDGE";
            message: string;
            /** @description JSON pointer into the request */
            path: string;
            /** @enum {string} */
            side: "A" | "B";
        };
        T9aMisfireTableDto: {
            destroyed: number;
            explosion: number;
            malfunction: number;
            obstructed: number;
        };
        T9aMoraleRequestDto: {
            casualties?: number;
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            modelsAtPhaseStart?: number;
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @description panic: the unit already passed a panic test this phase (no more this phase) */
            passedPanicThisPhase?: boolean;
            pursuit?: components["schemas"]["T9aPursuitDto"];
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            /** @description combat: the two sides */
            sides?: components["schemas"]["T9aCombatSideDto"][];
            /** @enum {string} */
            test: "combat" | "panic" | "rally" | "leadership" | "pursuit";
            /** @enum {string} */
            trigger?: "friendDestroyed" | "friendBroke" | "fledThrough" | "heavyCasualties" | "terror";
            /** @description panic, friendDestroyed or friendBroke: distance to that friendly unit, inches (a test only within 6"); omitted: within 6" */
            triggerDistance?: number;
            /** @description panic: the unit destroyed, broken or fleeing through consists entirely of Insignificant models (no test unless the testing unit is Insignificant) */
            triggerInsignificant?: boolean;
            /** @description panic, rally, leadership: the testing unit */
            unit?: components["schemas"]["T9aMoraleUnitDto"];
        };
        T9aMoraleResultDto: {
            breakTests?: components["schemas"]["T9aBreakTestDto"][];
            caught?: boolean;
            difference?: number;
            /** @description Exact: the flee distance distribution; sampled: the roll */
            fleeDistance?: number | {
                p?: number;
                value?: number;
            }[];
            ld?: number;
            /** @enum {string} */
            outcome?: "pass" | "fail";
            parts?: components["schemas"]["T9aScorePartsDto"][];
            /** @description pursuit: P(caught) */
            pCaught?: number;
            pFail?: number;
            pPass?: number;
            pursuitDistance?: {
                p?: number;
                value?: number;
            }[][];
            pursuitDistances?: number[];
            reason?: string;
            /** @description panic: whether a test is taken */
            required?: boolean;
            rerolled?: boolean;
            roll?: number;
            /** @description combat */
            scores?: number[];
            /** @description Index of the winning side; null on a tie */
            winner?: number | null;
            wonByMusician?: boolean;
        };
        T9aMoraleUnitDto: {
            /** @description Battle Standard Bearer */
            bsb?: boolean;
            /** @description Distance to the BSB, inches (Hold your Ground within 12", 18" Large Target) */
            bsbDistance?: number;
            /** @description The BSB is fleeing (no Hold your Ground) */
            bsbFleeing?: boolean;
            /** @description A non-fleeing BSB in range (Hold your Ground) */
            bsbInRange?: boolean;
            /** @description The BSB is a Large Target (18") */
            bsbLargeTarget?: boolean;
            /** @description Daemonic Instability */
            daemonicInstability?: boolean;
            /** @description Most full ranks of an enemy in its flank or rear (Disrupted at 2) */
            enemyRanksOnFlankOrRear?: number;
            /** @description Engaged */
            engaged?: boolean;
            /** @description In contact with a Fear-causing enemy (−1 Ld) */
            fearPenalty?: boolean;
            /** @description Fleeing */
            fleeing?: boolean;
            fullRanks?: number;
            /** @description Distance to the General, inches (Inspiring Presence within 12", 18" Large Target); omitted: in range */
            generalDistance?: number;
            /** @description The General is fleeing (no Inspiring Presence) */
            generalFleeing?: boolean;
            /** @description The General is a Large Target (18") */
            generalLargeTarget?: boolean;
            /** @description The General's Ld (Inspiring Presence in range) */
            generalLd?: number;
            /** @description Immune to Psychology */
            immuneToPsychology?: boolean;
            /** @description Fights an enemy in that enemy's flank */
            inEnemyFlank?: boolean;
            /** @description Fights an enemy in that enemy's rear */
            inEnemyRear?: boolean;
            /** @description Most of the unit in a forest */
            inForest?: boolean;
            /** @description Insignificant (units entirely of Insignificant models still cause it panic tests) */
            insignificant?: boolean;
            /** @description Highest Ld in the unit */
            ld: number;
            /** @description Models now, joined characters included (rally) */
            models?: number;
            /** @description Musician */
            musician?: boolean;
            name?: string;
            /** @description Standard bearer */
            standard?: boolean;
            /** @description Models on the army list (rally) */
            startingModels?: number;
            /** @description Strider */
            strider?: boolean;
            /** @description Stubborn */
            stubborn?: boolean;
            /** @description Swiftstride */
            swiftstride?: boolean;
            /** @description Unbreakable */
            unbreakable?: boolean;
            /** @description Unstable */
            unstable?: boolean;
            /** @description War machine */
            warMachine?: boolean;
            /** @description War Standard */
            warStandard?: boolean;
        };
        T9aMountDto: {
            /** @example warhorse */
            name?: string;
            /** @description WS, S, I, A at least */
            profile: components["schemas"]["T9aProfileDto"];
            rules?: components["schemas"]["T9aRuleRefDto"][];
        };
        T9aMoverDto: {
            /** @description Random Movement dice, e.g. "3D6" */
            randomMovement?: string;
            /** @description Swiftstride (best two of 3D6) */
            swiftstride?: boolean;
        };
        T9aMultiTerrorDto: {
            /** @description The first Terror charger in chargerIds: the target tests on its declaration */
            chargerId: string;
            ld: number;
            /** @description Seeded and given modes */
            passed?: boolean;
            /** @description P(fails and must flee), 0 when it cannot flee */
            pMustFlee: number;
            pPass: number;
            /** @example 21/36 */
            pPassFraction: string;
            /** @description false when the target is Immune to Psychology (auto-pass) */
            required: boolean;
        };
        T9aNoChargeDto: {
            /** @description Its side goes first (true), the other does (false), not given (null) */
            applies: boolean | null;
            cite: string;
            /** @enum {string} */
            rule: "scout" | "vanguard";
            /** @enum {string} */
            side: "A" | "B";
            unit: string;
        };
        T9aPathStepDto: {
            about?: components["schemas"]["T9aPointDto"];
            degrees?: number;
            inches?: number;
            /** @enum {string} */
            move: "wheel" | "straight" | "align";
        };
        T9aPlacedUnitDto: {
            /** @description A base's depth, inches (ranks × baseDepth = depth); default depth / ranks */
            baseDepth?: number;
            /** @description A base's width, inches (files × baseWidth = width); default width / files */
            baseWidth?: number;
            /** @description Footprint centre, inches */
            centre: components["schemas"]["T9aPointDto"];
            /** @description units[0] only: the model each of combined.characters stands in (models numbered rank by rank from the front, left to right as the unit faces: 0 … files − 1 the front rank); the characters touched and their slots on a line are then worked out */
            characters?: number[];
            /** @description Depth, inches */
            depth: number;
            /**
             * @description Facing, degrees clockwise from +y
             * @example 0
             */
            facing: number;
            /** @description Models per rank (L762-765); default: the target's files (units[0]), else width / baseWidth, else 1 */
            files?: number;
            /** @description Models in the formation, rank by rank from the front, the last rank centred; units[0]: the target's R&F left on the table and the characters placed in it (the default) */
            models?: number;
            /** @description Frontage, inches */
            width: number;
        };
        T9aPlacedUnitHitsDto: {
            /** @description Its model under the template's centre */
            centre?: number;
            /** @description Its models under the template (model numbers) */
            hits: number[];
        };
        T9aPlacedUnitOddsDto: {
            /** @description Distribution of its models under the final template (or touched on the way), misfires included as 0 */
            hits: components["schemas"]["T9aScatterEntryDto"][];
            meanHits: number;
            /** @description P(a model of this unit under the template's centre: the bracketed values) */
            pCentre: number;
        };
        T9aPlacementResultDto: {
            /**
             * @description Bolt thrower: the target's arc it stands in
             * @enum {string}
             */
            arc?: "front" | "rear" | "left" | "right";
            /** @description Templates, seeded and given modes (no misfire): the final template */
            final?: components["schemas"]["T9aTemplateFinalDto"];
            /** @description Cannon: the line */
            line?: components["schemas"]["T9aCannonLineDto"];
            /** @description Bolt thrower: its most hits, the ranks (front, rear) or files (flank) */
            maxHits?: number;
            /** @description Templates, exact mode: per unit of artillery.placement.units */
            units?: components["schemas"]["T9aPlacedUnitOddsDto"][];
        };
        T9aPointDto: {
            /** @description inches from the left table edge */
            x: number;
            /** @description inches from the near table edge */
            y: number;
        };
        T9aPoseInDto: {
            /** @description Footprint centre, inches */
            centre: components["schemas"]["T9aPointDto"];
            /**
             * @description Facing, degrees clockwise from +y
             * @example 0
             */
            facing: number;
        };
        T9aPoseOutDto: {
            centre: components["schemas"]["T9aPointDto"];
            facing: number;
        };
        T9aProfileDto: {
            /** @description Attacks */
            A?: number;
            /** @description Ballistic Skill */
            BS?: number;
            /** @description Initiative */
            I?: number;
            /** @description Leadership */
            Ld?: number;
            /** @description Movement */
            M?: number;
            /** @description Strength */
            S?: number;
            /** @description Toughness */
            T?: number;
            /** @description Wounds */
            W?: number;
            /** @description Weapon Skill */
            WS?: number;
        };
        T9aPursuitDto: {
            fleeing: components["schemas"]["T9aMoverDto"];
            pursuers: components["schemas"]["T9aMoverDto"][];
        };
        T9aRecipientOddsDto: {
            /** @description A character (else the R&F) */
            character: boolean;
            meanHits: number;
            meanModelsRemoved: number;
            meanWoundsInflicted: number;
            name: string;
            /** @description P(every model of the recipient removed) */
            pSlain: number;
            /** @description Distribution of the wounds it lost */
            woundsInflicted: components["schemas"]["T9aScatterEntryDto"][];
        };
        T9aRecipientRolledDto: {
            character: boolean;
            hits: number;
            modelsRemoved: number;
            name: string;
            slain: boolean;
            woundsInflicted: number;
        };
        T9aRedirectDto: {
            /** @description The charger already redirected a charge this turn (once per turn, L866-867) */
            alreadyRedirected?: boolean;
            /** @description With newTargetFled: the fleeing unit (targetId or newTargetId) the charge is completed against, chosen before the range roll; default the likelier to reach */
            completeAgainst?: string;
            /** @description The new target fled too (L867-869): where it ended its flee move (units holds it where the charge was declared) */
            newTargetFled?: components["schemas"]["T9aPoseInDto"];
            /** @description The other enemy unit the charger would charge instead */
            newTargetId: string;
        };
        T9aRedirectResultDto: {
            allowed: boolean;
            /** @description newTargetFled: the choice between the two fleeing units (L867-869) */
            bothFled?: components["schemas"]["T9aBothFledDto"];
            ld: number;
            /** @description The check against the new target */
            newTarget: components["schemas"]["T9aChargeCheckDto"];
            newTargetId: string;
            /** @description P(charges the fled unit and reaches it) */
            pChargeFled: number;
            /** @description P(passes and reaches the new target) */
            pChargeNew: number;
            pLdPass: number;
            /** @example 26/36 */
            pLdPassFraction: string;
            reasons: components["schemas"]["T9aChargeReasonDto"][];
            /** @description Seeded and given modes */
            roll?: components["schemas"]["T9aRedirectRollDto"];
        };
        T9aRedirectRollDto: {
            chargeTo: string;
            passed: boolean;
            total: number;
        };
        T9aResolveAttackResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["T9aAttackResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        T9aRoundMoraleDto: {
            /** @description Battle Standard Bearer in the unit (+1) */
            bsb?: boolean;
            /** @description Distance to the BSB, inches (12", 18" Large Target) */
            bsbDistance?: number;
            /** @description The BSB is fleeing (no Hold your Ground) */
            bsbFleeing?: boolean;
            /** @description A non-fleeing BSB in range (Hold your Ground) */
            bsbInRange?: boolean;
            /** @description The BSB is a Large Target (18") */
            bsbLargeTarget?: boolean;
            /** @description Daemonic Instability */
            daemonicInstability?: boolean;
            /** @description In contact with a Fear-causing enemy (−1 Ld) */
            fearPenalty?: boolean;
            /** @description Distance to the General, inches (12", 18" Large Target); omitted: in range */
            generalDistance?: number;
            /** @description The General is fleeing (no Inspiring Presence) */
            generalFleeing?: boolean;
            /** @description The General is a Large Target (18") */
            generalLargeTarget?: boolean;
            /** @description The General's Ld (Inspiring Presence in range) */
            generalLd?: number;
            /** @description Most of the unit in a forest (no Steadfast) */
            inForest?: boolean;
            /** @description Ld of the test; default the unit profile Ld */
            ld?: number;
            /** @description Musician (default the unit's musician) */
            musician?: boolean;
            /** @description Standard bearer (default the unit's standard) */
            standard?: boolean;
            /** @description Strider */
            strider?: boolean;
            /** @description Stubborn */
            stubborn?: boolean;
            /** @description Unbreakable */
            unbreakable?: boolean;
            /** @description Unstable */
            unstable?: boolean;
            /** @description War machine (destroyed when it fails) */
            warMachine?: boolean;
            /** @description War Standard */
            warStandard?: boolean;
        };
        T9aRoundOddsDto: {
            /** @description P(no unit breaks) */
            pNoBreak: number;
            /** @description P(equal scores with both units standing: both win, nobody tests) */
            pTie: number;
            sides: components["schemas"]["T9aRoundSideOddsDto"][];
            /** @description Multiple combat: per unit of the combat */
            units?: components["schemas"]["T9aRoundUnitOddsDto"][];
        };
        T9aRoundRolledDto: {
            breakTests: components["schemas"]["T9aBreakTestDto"][];
            destroyed: boolean[];
            difference: number;
            modelsRemoved: number[];
            overkill: number[];
            parts: components["schemas"]["T9aScorePartsDto"][];
            scores: number[];
            /** @description Winning side; null on a tie */
            winner: number | null;
            wonByMusician: boolean;
            woundsCaused: number[];
        };
        T9aRoundSideOddsDto: {
            meanModelsLost: number;
            meanOverkill: number;
            /** @description Unsaved wounds caused (lost wounds beyond a dead unit not counted) */
            meanWoundsCaused: number;
            /** @description P(the side loses and its unit breaks) */
            pBreak: number;
            pDestroyed: number;
            /** @description P(the side wins the round; a side left alone wins) */
            pWin: number;
        };
        T9aRoundSpecialDto: {
            /** @description Armour Piercing of the special attack */
            ap?: number;
            /** @description This side's challenge fighter makes it: it strikes the other fighter (a Stomp on a fighter of another troop type is lost) */
            fighter?: boolean;
            /** @description One of this side's characters makes it (an index into characters); omitted: the unit's models in base contact */
            from?: number;
            /**
             * @description Impact Hits (I10, first round after a charge), Stomp (I0), Breath Weapon and Grinding Attacks (the part's I), Crush Attack (I0, instead of the normal attacks)
             * @enum {string}
             */
            kind: "impactHits" | "stomp" | "breath" | "grinding" | "crush";
            /** @description The mount part makes it, with its own S and I (a Stomp of a model with a mount is always the mount's) */
            mount?: boolean;
            /** @description Breath Weapon: the special rules in its brackets (L3136-3139), e.g. [{"id":"flamingAttacks"}]; served: flamingAttacks, magicalAttacks, holyAttacks, toxicAttacks, metalshifting, multipleWounds (X), armourPiercing (X), lethalStrike */
            rules?: components["schemas"]["T9aRuleRefDto"][];
            /**
             * @description Hits distributed on a unit with characters: where the hits left over go first, the characters in order (default) or the R&F
             * @enum {string}
             */
            spareHitsTo?: "characters" | "rankAndFile";
            /** @description Breath Weapon: the S in brackets; default the value of the part's breathWeapon rule */
            strength?: number;
            /** @description Multiple combat: the enemy combat unit it strikes (0 the attacker, 1 the target, 2… combat.units); default the unit in strikes */
            unit?: number;
            /**
             * @description Hits per model (X): a number or dice expression ("D6", "D3+1"); default from the part's rule or troop type (Stomp (1), Stomp (D6), Impact Hits (D6))
             * @example D6
             */
            value?: number | string;
        };
        T9aRoundStrikerDto: {
            /** @description A challenge fighter */
            challenge: boolean;
            /** @description At full strength, before casualties */
            groups: components["schemas"]["T9aAttackGroupDto"][];
            name: string;
            /** @description 0: the attacker's unit, 1: the target's */
            side: number;
        };
        T9aRoundUnitDto: {
            /** @description It charged this combat (one charge bonus per side) */
            charged?: boolean;
            /** @description That charge came down a hill (+2) */
            chargedFromHill?: boolean;
            /** @description Engaged in its own front (supporting attacks), default true */
            engagedFront?: boolean;
            /**
             * @description Facing of the enemy unit it fights (flank and rear bonuses, Disrupted)
             * @enum {string}
             */
            facing?: "front" | "flank" | "rear";
            /** @description Failed its Fear test (WS 1) */
            fearFailed?: boolean;
            /** @description Front-rank models in base contact; default the files */
            modelsInContact?: number;
            morale?: components["schemas"]["T9aRoundMoraleDto"];
            /** @description 0: the attacker's side, 1: the target's */
            side: number;
            /** @description Special attacks made this round by the unit's models in base contact (no from or fighter here) */
            specials?: components["schemas"]["T9aRoundSpecialDto"][];
            /** @description Attacks split off to another enemy unit in contact (L1520-1532); the rest strike the unit in strikes */
            splits?: components["schemas"]["T9aSplitDto"][];
            /** @description The enemy unit it fights (0 the attacker, 1 the target, 2… combat.units); default the other side's unit (0 or 1) */
            strikes?: number;
            /** @description The unit (as attacker and target) */
            unit: components["schemas"]["T9aUnitDto"];
        };
        T9aRoundUnitOddsDto: {
            meanModelsLost: number;
            name: string;
            /** @description P(its side loses and it fails its break test) */
            pBreak: number;
            pDestroyed: number;
            side: number;
            /** @description The enemy unit it fights */
            strikes: number;
            /** @description 0 the attacker, 1 the target, 2… combat.units */
            unit: number;
        };
        T9aRuleRefDto: {
            /**
             * @description Special rule id (catalogue `specialRules`)
             * @example poisonedAttacks
             */
            id: string;
            /**
             * @description (X): a number or a dice expression ("D6", "D3+1", "artillery")
             * @example 1
             */
            value?: number | string;
        };
        T9aScatterEntryDto: {
            p: number;
            value: number;
        };
        T9aScoredUnitDto: {
            /** @description The BSB */
            bsb?: boolean;
            /** @description The BSB died in combat or fled from a combat */
            bsbCaptured?: boolean;
            /** @description The General */
            general?: boolean;
            name: string;
            points: number;
            /** @description Unit standards captured by the enemy */
            standardsCaptured?: number;
            startingWounds?: number;
            /** @enum {string} */
            status: "alive" | "dead" | "fledOffBoard" | "fleeing";
            /** @description Summoned (never gives VP) */
            summoned?: boolean;
            wounds?: number;
        };
        T9aScorePartsDto: {
            battleStandard?: number;
            charge?: number;
            flank?: number;
            overkill?: number;
            ranks?: number;
            rear?: number;
            standard?: number;
            warStandard?: number;
            wounds: number;
        };
        T9aScoreScenarioResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["T9aScoringResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        T9aScoringRequestDto: {
            armies: components["schemas"]["T9aArmiesScoredDto"];
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @example 2000 */
            gameSize: number;
            /** @description Always 6 (L545-550) */
            gameTurns?: number;
            /**
             * @description margin (default): result categories; battlePoints: the 10–0 table
             * @enum {string}
             */
            method?: "margin" | "battlePoints";
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            secondary?: components["schemas"]["T9aSecondaryDto"];
        };
        T9aScoringResultDto: {
            battlePoints?: components["schemas"]["T9aVpPairDto"];
            breakdown: components["schemas"]["T9aVpLineDto"][];
            difference: number;
            /** @description margin: +1..+3 / −1..−3 */
            numeric?: components["schemas"]["T9aVpPairDto"];
            /** @enum {string} */
            result?: "draw" | "marginalVictory" | "decisiveVictory" | "massacre";
            /** @description The secondary objective and who achieved it (given or worked out) */
            secondary?: components["schemas"]["T9aSecondaryOutDto"];
            vp: components["schemas"]["T9aVpPairDto"];
            /** @enum {string|null} */
            winner: "A" | "B" | null;
        };
        T9aScoutDto: {
            inZone: boolean;
            /** @description Inches to the nearest enemy unit deployed before it */
            nearestEnemy: number | null;
            /** @enum {string} */
            side: "A" | "B";
            unit: string;
        };
        T9aSecondaryDto: {
            /**
             * @description Who achieved it (both: Breakthrough only); or give scoringUnits / markers to work it out (L2968-2987)
             * @enum {string}
             */
            achievedBy?: "A" | "B" | "both" | "none";
            /** @description Secure Target: per marker, the scoring units of each side within 6" of it (L2977-2982) */
            markers?: components["schemas"]["T9aSidesCountDto"][];
            /** @enum {string} */
            objective: "holdTheGround" | "breakthrough" | "secureTarget";
            /** @description Scoring units at game end: within 6" of the centre (Hold the Ground) or in the opponent's deployment zone (Breakthrough) (L2971-2976, L2983-2987) */
            scoringUnits?: components["schemas"]["T9aSidesCountDto"];
        };
        T9aSecondaryOutDto: {
            /** @enum {string} */
            achievedBy: "A" | "B" | "both" | "none";
            /** @enum {string} */
            objective: "holdTheGround" | "breakthrough" | "secureTarget";
        };
        T9aSetupTerrainResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["T9aTerrainResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        T9aShotGeometryDto: {
            /** @description The shooting unit; sight lines start at the middle of its front */
            shooter: components["schemas"]["T9aFootprintDto"];
            /** @description The target unit */
            target: components["schemas"]["T9aFootprintDto"];
            /** @description Terrain pieces: type and outline */
            terrain?: components["schemas"]["T9aTerrainPolygonDto"][];
            /** @description The other units on the table (friends, enemies, engaged or not): their models give cover by height (L1344-1368) and the taller block sight (L714-718) */
            units?: components["schemas"]["T9aCoverUnitDto"][];
        };
        T9aSideChanceDto: {
            /** @example 21/31 */
            fraction: string;
            p: number;
            /** @enum {string} */
            side: "A" | "B";
        };
        T9aSidesCountDto: {
            /** @description Player A's scoring units */
            A: number;
            /** @description Player B's scoring units */
            B: number;
        };
        T9aSpecialAttackDto: {
            /** @description Armour Piercing of the special attack */
            ap?: number;
            /**
             * @description Special attack (§3.10)
             * @enum {string}
             */
            kind: "impactHits" | "stomp" | "breath" | "grinding" | "hellfire" | "lightning";
            /** @description Breath Weapon: the special rules in its brackets (L3136-3139), e.g. [{"id":"flamingAttacks"}]; served: flamingAttacks, magicalAttacks, holyAttacks, toxicAttacks, metalshifting, multipleWounds (X), armourPiercing (X), lethalStrike (not when shot) */
            rules?: components["schemas"]["T9aRuleRefDto"][];
            /** @description Breath Weapon: used as a shooting special attack (range 6", L3133-3135): Lethal Strike in its brackets does not apply, protections against shooting do (Force Shield, Gem of Fortune) */
            shooting?: boolean;
            /** @description Strength in brackets (Breath Weapon); overrides the profile S */
            strength?: number;
            /**
             * @description Hits: a number or dice expression ("D6", "D3+1"); default from the unit's rule
             * @example D6
             */
            value?: number | string;
        };
        T9aSplitDto: {
            /** @description How many of the group's attacks */
            attacks: number;
            /**
             * @description The facing of that enemy they fight (Parry, spears); default front
             * @enum {string}
             */
            facing?: "front" | "flank" | "rear";
            /** @description One of this side's characters splits its attacks (an index into characters; combat.sides only); omitted: the unit */
            from?: number;
            /**
             * @description The unit's group (as listed in result.combat.strikers): "front rank" (default), "supporting", "champion", a mount
             * @example front rank
             */
            group?: string;
            /** @description The enemy combat unit they strike (0 the attacker, 1 the target, 2… combat.units), not the one in strikes */
            unit: number;
        };
        T9aTargetMoveDto: {
            /** @description align: the contact point it turns about */
            about?: components["schemas"]["T9aPointDto"];
            /** @description The target's turn, degrees clockwise (negative: anticlockwise) */
            degrees: number;
            /** @description Where the target ends */
            finalPosition: components["schemas"]["T9aPoseOutDto"];
            /**
             * @description align: turned about the contact point, the charger unable to align by itself (L891-896); combatReform: a Blocked charge (L929-935, L1861-1866)
             * @enum {string}
             */
            move: "align" | "combatReform";
        };
        T9aTemplateFinalDto: {
            /** @description Where the template's centre ended */
            centre: components["schemas"]["T9aPointDto"];
            /** @description Degrees clockwise from +y, when it moved */
            direction?: number;
            /** @description Catapult: inches scattered; flame thrower: the advance rolled */
            distance: number;
            /** @description Per unit of artillery.placement.units */
            units: components["schemas"]["T9aPlacedUnitHitsDto"][];
        };
        T9aTerrainIssueDto: {
            /** @enum {string} */
            code: "OFF_TABLE" | "TOO_CLOSE" | "FOOTPRINT_NOT_RECOMMENDED";
            message: string;
            path: string;
            pieces: number[];
        };
        T9aTerrainPieceDto: {
            centre: components["schemas"]["T9aPointDto"];
            /** @description inches along y */
            depth: number;
            /** @enum {string} */
            type: "impassable" | "fields" | "hill" | "forest" | "ruins" | "water" | "wall" | "building";
            /** @description inches along x */
            width: number;
        };
        T9aTerrainPolygonDto: {
            /** @description Outline, inches */
            polygon: components["schemas"]["T9aPointDto"][];
            /** @enum {string} */
            type: "impassable" | "fields" | "hill" | "forest" | "ruins" | "water" | "wall" | "building";
        };
        T9aTerrainRequestDto: {
            /** @description Units ambushing (L3110-3120): their arrival odds or rolls, and where they come on */
            ambushers?: components["schemas"]["T9aAmbusherDto"][];
            /** @description Default 72"×48" */
            board?: components["schemas"]["T9aBoardDto"];
            /** @description The deployment type, which side attacks or which diagonal, and who goes first when known (L452-469) */
            deployment?: components["schemas"]["T9aDeploymentDto"];
            /** @description Dice mode; default exact */
            dice?: components["schemas"]["DiceDto"];
            /** @description The roll for who chooses the first turn (L526-533) */
            firstTurnRoll?: components["schemas"]["T9aFirstTurnRollDto"];
            /** @description Hidden models and the units they hide in (needs units, L3235-3241) */
            hidden?: components["schemas"]["T9aHiddenDto"][];
            /** @description Secure Target markers, in the order placed, one per side (needs deployment, L2977-2982) */
            markers?: components["schemas"]["T9aMarkerDto"][];
            /**
             * @description generate (seeded or given dice) or check a layout
             * @enum {string}
             */
            mode: "generate" | "check";
            /** @description Engine decisions, by name (see the system catalogue's `options`); each has a documented default */
            options?: {
                [key: string]: boolean | number | string;
            };
            /** @description check: the layout */
            pieces?: components["schemas"]["T9aTerrainPieceDto"][];
            /** @description Rules version; default: the system's first */
            rulesVersion?: string;
            /** @description Units as deployed (needs deployment): each in its zone, Scouts, Vanguard moves */
            units?: components["schemas"]["T9aDeployedUnitDto"][];
        };
        T9aTerrainResultDto: {
            /** @description With ambushers: arrivals */
            ambush?: components["schemas"]["T9aAmbushResultDto"];
            /** @description With units: every unit in its zone, Scouts, hidden models, the 1" rule */
            deployment?: components["schemas"]["T9aDeploymentResultDto"];
            discarded?: components["schemas"]["T9aDiscardedPieceDto"][];
            /** @description With firstTurnRoll: who chooses the first turn */
            firstTurnRoll?: components["schemas"]["T9aFirstTurnResultDto"];
            issues: components["schemas"]["T9aTerrainIssueDto"][];
            /** @description With markers: the Secure Target markers */
            markers?: components["schemas"]["T9aMarkersResultDto"];
            pieces: components["schemas"]["T9aTerrainPieceDto"][];
            valid: boolean;
            /** @description Each unit's Vanguard move, in the order of units */
            vanguardMoves?: components["schemas"]["T9aVanguardResultDto"][];
        };
        T9aTerrorTestDto: {
            ld: number;
            pMustFlee: number;
            pPass: number;
            required: boolean;
            /** @description chargerIds: the charger on whose declaration the target already took its one Terror test (L2159-2162) */
            takenOn?: string;
        };
        T9aTestMoraleResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["T9aMoraleResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        T9aUndeployedDto: {
            /** @description Characters left: all count as one */
            characters: number;
            /** @description The opponent's other units left to deploy (not Scouts or ambushers, deployed by their own rules) */
            units: number;
            /** @description War machine units left: all count as one */
            warMachines: number;
        };
        T9aUnitDto: {
            /** @description Mundane armour pieces (L2536-2577) */
            armour?: ("light" | "heavy" | "plate" | "shield" | "barding" | "mountsProtection6" | "mountsProtection5")[];
            /**
             * @description Catalogue profile id; inline fields override it
             * @enum {string}
             */
            catalogueId?: "spearmen-30" | "halberdiers-40" | "knights-5" | "archers-20" | "trolls-6";
            /** @description Has a champion (+1 A, WS, BS; Lead the Charge) */
            champion?: boolean;
            /** @description Models per rank (frontage); default min(models, 5) */
            files?: number;
            /** @description Innate Defence (X+) */
            innateDefence?: number;
            /** @description Common magic items carried (L3550-4040) */
            items?: ("giantSword" | "skullSplitter" | "swordOfHaste" | "ogreSword" | "fleshrender" | "obsidianSword" | "blessedSword" | "fencersSwords" | "swordOfStrength" | "axeOfBattle" | "swordOfSkill" | "flamingLance" | "razorBlade" | "screamingSwords" | "bladeOfStrife" | "kingSlayer" | "beastBaneHalberd" | "forceShield" | "dragonMantle" | "armourOfDestiny" | "bluffersHelm" | "bronzeBreastplate" | "gamblersArmour" | "armourOfFortune" | "dragonscaleHelm" | "hardenedShield" | "luckyShield" | "mithrilMail" | "glitteringCuirass" | "talismanOfSupremeShielding" | "obsidianNullstone" | "gemstoneShielding" | "sproutOfRebirth" | "obsidianPebble" | "talismanOfShielding" | "luckyCharm" | "dragonfireGem" | "duskStone" | "talismanOfGreaterShielding" | "obsidianRock" | "flyingCarpet" | "wizardsHood" | "crystalBall" | "sceptreOfDominion" | "ringOfFire" | "gemOfFortune" | "potionOfStrength" | "charmOfCursedIron" | "divineIcon" | "potionOfSwiftness" | "essenceOfAFreeMind" | "backlashScroll" | "bookOfArcanePower" | "bookOfAThousandIncantations" | "dispelScroll" | "tomeOfArcaneLore" | "groundingRod" | "bindingScroll" | "sceptreOfPower" | "wandOfStability" | "shieldingScroll" | "rendingBanner" | "stalkersStandard" | "aetherIcon" | "holyIcon" | "bannerOfDiscipline" | "bannerOfSpeed" | "flamingStandard" | "warStandard" | "iconOfTheRelentlessCompany" | "standardOfAlternateRealities" | "gleamingIcon" | "bannerOfCourage")[];
            /** @enum {string} */
            missileWeapon?: "handgun" | "shortBow" | "bow" | "longbow" | "throwingWeapon" | "crossbow" | "pistol" | "braceOfPistols";
            /** @description Models in the unit (default 1) */
            models?: number;
            mount?: components["schemas"]["T9aMountDto"];
            /** @description Has a musician */
            musician?: boolean;
            /** @example Spearmen */
            name?: string;
            profile?: components["schemas"]["T9aProfileDto"];
            /** @description Regeneration (X+) */
            regeneration?: number;
            /** @description Special rules; ids: 70 in the catalogue */
            rules?: components["schemas"]["T9aRuleRefDto"][];
            /** @description Has a standard bearer */
            standard?: boolean;
            /**
             * @description Default infantry
             * @enum {string}
             */
            troopType?: "infantry" | "warBeast" | "cavalry" | "monstrousInfantry" | "monstrousBeast" | "monstrousCavalry" | "chariot" | "monster" | "riddenMonster" | "swarm" | "warMachine";
            /** @description Ward save (X+) */
            ward?: number;
            /**
             * @description Close-combat weapon (default handWeapon)
             * @enum {string}
             */
            weapon?: "handWeapon" | "flail" | "greatWeapon" | "halberd" | "additionalHandWeapon" | "lance" | "lightLance" | "spear";
            /** @description Wounds already carried by the R&F wound pool */
            woundsTaken?: number;
        };
        T9aValidateArmyResponse: {
            /** @description Exact mode only. Each named quantity is a list of {value, p} summing to 1; `mean` is the mean of the primary quantity and `means` the mean of every numeric quantity. */
            distribution?: {
                [key: string]: {
                    p: number;
                    value: number | string;
                }[] | number | {
                    [key: string]: number;
                };
            };
            explanation: components["schemas"]["ExplanationStepDto"][];
            result: components["schemas"]["T9aArmyResultDto"];
            /** @description Seeded and given modes: every die in the order rolled */
            rolls?: components["schemas"]["RollDto"][];
            /** @example kow-2e */
            rulesVersion: string;
            /** @example kow */
            system: string;
            /** @description Given mode: rolls supplied but not needed */
            unusedRolls?: number[];
        };
        T9aVanguardMoveDto: {
            /** @description The move from where the unit was deployed, in order */
            steps: components["schemas"]["T9aVanguardStepDto"][];
        };
        T9aVanguardResultDto: {
            /** @description The farthest any corner ends from where it started */
            farthest: number;
            final: components["schemas"]["T9aPoseOutDto"];
            /** @description The move's length: forward inches and each wheel's outer arc, or backward or sideways inches */
            inches: number;
            legal: boolean;
            /** @description At the end, inches to the nearest enemy unit */
            nearestEnemy: number | null;
            reasons: components["schemas"]["T9aFindingDto"][];
            unit: string;
        };
        T9aVanguardStepDto: {
            /** @description wheel: degrees, clockwise positive (about the front-right corner), anticlockwise negative (about the front-left) */
            degrees?: number;
            /** @description forward, backward, left, right: inches */
            inches?: number;
            /**
             * @description forward, backward, left or right (inches), or wheel (degrees)
             * @enum {string}
             */
            move: "forward" | "backward" | "left" | "right" | "wheel";
        };
        T9aViolationDto: {
            cite: string;
            /** @example CORE_BELOW_MIN */
            code: string;
            message: string;
            /** @description JSON pointer into the request */
            path: string;
            /** @description Names of the units concerned */
            units: string[];
        };
        T9aVpLineDto: {
            /**
             * @description The side scoring
             * @enum {string}
             */
            side: "A" | "B";
            /** @enum {string} */
            source: "destroyed" | "fleeing" | "decimated" | "theKingIsDead" | "theFlagIsDown" | "capturedStandards" | "secondaryObjective";
            unit: string;
            vp: number;
        };
        T9aVpPairDto: {
            A: number;
            B: number;
        };
        TableDto: {
            /** @description Player id */
            a: number;
            /** @description null: a bye for a */
            b?: Record<string, never> | null;
            outcome?: components["schemas"]["OutcomeDto"] | null;
            /** @description The result as posted */
            result?: {
                [key: string]: unknown;
            } | null;
            /** @description 0 before a result; the result ETag is its quoted value */
            resultVersion: number;
            round: number;
            /** @description From 1, the top table first */
            table: number;
        };
        TieBreakerValueDto: {
            /** @enum {string} */
            id: "strengthOfSchedule" | "scoreDifference" | "scoreFor";
            value: number;
        };
        TournamentDto: {
            /** Format: date-time */
            createdAt: string;
            eventCount: number;
            /** Format: uuid */
            id: string;
            name: string;
            /** @description The rounds paired so far */
            pairings: components["schemas"]["RoundDto"][];
            players: components["schemas"]["TournamentPlayerDto"][];
            /** @description Rounds planned */
            rounds: number;
            rulesVersion: string;
            /** @description The preset with its points filled in */
            scoring: components["schemas"]["ScoringDto"];
            seed: string;
            /** @enum {string} */
            status: "registration" | "running" | "finished";
            system: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
            /** @enum {string} */
            visibility: "private" | "public";
        };
        TournamentEventDto: {
            /** Format: date-time */
            createdAt: string;
            data: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            kind: "tournament_created" | "player_added" | "round_paired" | "result_posted" | "result_corrected";
            /** @description Gapless, from 1 */
            seq: number;
        };
        TournamentEventPageDto: {
            events: components["schemas"]["TournamentEventDto"][];
        };
        TournamentPlayerDto: {
            army?: {
                [key: string]: unknown;
            };
            club?: string;
            /** @description From 1, in registration order */
            id: number;
            name: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The version of the game, quoted (`"3"`): send it back as If-Match to replace or delete it. */
        ETag: string;
        /** @description Present (`true`) when this answer is the replay of the first answer to the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
        /** @description Where the created resource can be read. */
        Location: string;
        /** @description The caller's quota in this window, e.g. `limit=600, remaining=599, reset=42` (IETF draft "RateLimit header fields for HTTP"). */
        RateLimit: string;
        /** @description Requests allowed in the window. */
        "RateLimit-Limit": number;
        /** @description The quota: requests per window of `w` seconds (per API key when one is sent, else per client address). */
        "RateLimit-Policy": string;
        /** @description Requests left in the window. */
        "RateLimit-Remaining": number;
        /** @description Seconds until the window resets. */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /** @description The id of this request (yours when you sent `x-request-id`); every log line of the request carries it. Quote it when you report a problem. */
        "X-Request-Id": string;
    };
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description Problem */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getSystem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                system: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemDetailDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    agotValidateArmy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgotArmyRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgotValidateArmyResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    agotResolveAttack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgotCombatRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgotResolveAttackResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    agotCheckCharge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgotMarchRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgotCheckChargeResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    agotTestMorale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgotMoraleRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgotTestMoraleResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    agotScoreScenario: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgotScoreRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgotScoreScenarioResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    agotSetupTerrain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgotSetupRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgotSetupTerrainResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    asoiafValidateArmy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AsoiafArmyRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsoiafValidateArmyResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    asoiafResolveAttack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AsoiafAttackRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsoiafResolveAttackResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    asoiafCheckCharge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AsoiafChargeRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsoiafCheckChargeResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    asoiafTestMorale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AsoiafMoraleRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsoiafTestMoraleResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    asoiafScoreScenario: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AsoiafScoringRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsoiafScoreScenarioResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    asoiafSetupTerrain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AsoiafTerrainRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsoiafSetupTerrainResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listGames: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page */
                cursor?: string;
                limit?: number;
                system?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GamePageDto"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key + same body replays the first response; another body is a 422 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGameDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameDto"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameDto"];
                };
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    replaceGame: {
        parameters: {
            query?: never;
            header: {
                /** @description The ETag you read ("<version>"), or * */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplaceGameDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameDto"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Readable but owned by another key */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match does not match the current version */
            412: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    deleteGame: {
        parameters: {
            query?: never;
            header: {
                /** @description The ETag you read ("<version>"), or * */
                "If-Match": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Readable but owned by another key */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match does not match the current version */
            412: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listGameEvents: {
        parameters: {
            query?: {
                /** @description Only events with a larger sequence number */
                after?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameEventPageDto"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    appendGameEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key + same body replays the first response; another body is a 422 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppendEventDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameEventDto"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Readable but owned by another key */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateKeyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedKeyDto"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getOwnKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyDto"];
                };
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    revokeOwnKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Readable but owned by another key */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    kowValidateArmy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KowArmyRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KowValidateArmyResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    kowResolveAttack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KowAttackRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KowResolveAttackResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    kowCheckCharge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KowChargeRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KowCheckChargeResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    kowTestMorale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KowMoraleRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KowTestMoraleResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    kowScoreScenario: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KowScoringRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KowScoreScenarioResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    kowSetupTerrain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KowTerrainRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KowSetupTerrainResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listSystems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemListDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    t9aValidateArmy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["T9aArmyRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["T9aValidateArmyResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    t9aResolveAttack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["T9aAttackRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["T9aResolveAttackResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    t9aCheckCharge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["T9aChargeRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["T9aCheckChargeResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    t9aTestMorale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["T9aMoraleRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["T9aTestMoraleResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    t9aScoreScenario: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["T9aScoringRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["T9aScoreScenarioResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    t9aSetupTerrain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["T9aTerrainRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["T9aSetupTerrainResponse"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    createTournament: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key + same request replays the first response; another request is a 422 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTournamentDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentDto"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentDto"];
                };
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    listTournamentEvents: {
        parameters: {
            query?: {
                /** @description Only events with a larger sequence number */
                after?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentEventPageDto"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    addTournamentPlayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key + same request replays the first response; another request is a 422 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddPlayerDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentPlayerDto"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Readable but owned by another key */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    pairTournamentRound: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key + same request replays the first response; another request is a 422 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundDto"];
                };
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Readable but owned by another key */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    postTournamentResult: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key + same request replays the first response; another request is a 422 */
                "Idempotency-Key"?: string;
                /** @description Required to correct a posted result: the ETag of the result you read */
                "If-Match"?: string;
            };
            path: {
                id: string;
                /** @description From 1 */
                round: number;
                /** @description From 1 */
                table: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FiguresDto"] | {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableDto"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Readable but owned by another key */
            403: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match does not match the current version */
            412: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
    getTournamentStandings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandingsDto"];
                };
            };
            /** @description No API key, or an unknown or revoked one (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Rate limited: more requests than the quota in this window (per API key, else per client address) */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
        };
    };
}
