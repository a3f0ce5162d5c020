/* Generated from openapi.json by `npm run generate`; do not edit. */
export type paths = {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database ping */
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
        /** One system with its catalogue of built-in data and options */
        get: operations["getSystem"];
        put?: never;
        post?: never;
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
        /** Saved games, newest first */
        get: operations["listGames"];
        put?: never;
        /** Save a new game */
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
        /** One saved game; ETag is its version */
        get: operations["getGame"];
        /** Replace the state; only if If-Match is the current version */
        put: operations["replaceGame"];
        post?: never;
        /** Delete a game and its log; only if If-Match is the current version */
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
        /** The log, in order */
        get: operations["listGameEvents"];
        put?: never;
        /** Append a resolved action or a note to the game's log */
        post: operations["appendGameEvent"];
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
        /** The game systems, their rules versions and what each serves */
        get: operations["listSystems"];
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
            code: "validation_failed" | "malformed_json" | "invalid_input" | "unknown_reference" | "insufficient_dice" | "invalid_option" | "unsupported_rules_version" | "not_found" | "route_not_found" | "method_not_allowed" | "precondition_failed" | "payload_too_large" | "unsupported_media_type" | "impossible_state" | "idempotency_key_reused" | "precondition_required" | "rate_limited" | "internal_error" | "capability_not_served" | "service_unavailable";
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description Problem */
            503: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemDetailDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GamePageDto"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameDto"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Content-Type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameDto"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match does not match the current version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
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
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match does not match the current version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description If-Match missing */
            428: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameEventPageDto"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameEventDto"];
                };
            };
            /** @description Invalid input: every offending field is listed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Unknown system or resource */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDto"];
                };
            };
            /** @description Well-formed but impossible */
            422: {
                headers: {
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemListDto"];
                };
            };
        };
    };
}
