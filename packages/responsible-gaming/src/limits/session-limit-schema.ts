import * as v from "valibot";
import { SESSION_LIMIT_UNITS, checkSessionLimit, type SessionLimitCheck } from "@casino/domain";

export type SessionLimitCode = Extract<SessionLimitCheck, { ok: false }>["code"];

/** The session time limit as typed: a whole number of minutes, hours or days, 10 minutes to 720 hours (spec §5). */
export const SessionLimitFormSchema = v.pipe(
  v.object({
    value: v.pipe(v.string(), v.trim(), v.transform((text) => (text === "" ? Number.NaN : Number(text)))),
    unit: v.picklist(SESSION_LIMIT_UNITS),
  }),
  v.forward(
    v.check(
      (input) => checkSessionLimit(input).ok,
      (issue) => {
        const check = checkSessionLimit(issue.input as { value: number; unit: (typeof SESSION_LIMIT_UNITS)[number] });
        return check.ok ? "" : check.code;
      },
    ),
    ["value"],
  ),
);
export type SessionLimitFormInput = v.InferInput<typeof SessionLimitFormSchema>;
export type SessionLimitFormOutput = v.InferOutput<typeof SessionLimitFormSchema>;
