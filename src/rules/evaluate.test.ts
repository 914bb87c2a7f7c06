import { describe, expect, it } from "vitest";
import { DEFAULT_DECISION_RULES } from "../accounts/portal/default-decision-rules.js";
import { conditionMatches, decide, type Signals } from "./evaluate.js";
import { conditionSchema, type Condition } from "./rule-schema.js";

const c = (condition: unknown) => conditionSchema.parse(condition) as Condition;

describe("conditionMatches", () => {
  it.each([
    [{ signal: "*", op: "always" }, {}, true],
    [{ signal: "risk_score", op: "gte", value: 80 }, { risk_score: 80 }, true],
    [{ signal: "risk_score", op: "gte", value: 80 }, { risk_score: 79.9 }, false],
    [{ signal: "risk_score", op: "gt", value: 80 }, { risk_score: 80 }, false],
    [{ signal: "risk_score", op: "lt", value: 10 }, { risk_score: 9 }, true],
    [{ signal: "risk_score", op: "lte", value: 10 }, { risk_score: 10 }, true],
    [{ signal: "risk_score", op: "gte", value: 80 }, { risk_score: "90" }, false],
    [{ signal: "risk_score", op: "gte", value: 80 }, {}, false],
    [{ signal: "liveness_passed", op: "eq", value: false }, { liveness_passed: false }, true],
    [{ signal: "liveness_passed", op: "eq", value: false }, {}, false],
    [{ signal: "phone_line_type", op: "neq", value: "voip" }, { phone_line_type: "mobile" }, true],
    [{ signal: "phone_line_type", op: "neq", value: "voip" }, {}, false],
    [{ signal: "country", op: "in", value: ["KP", "IR"] }, { country: "IR" }, true],
    [{ signal: "country", op: "not_in", value: ["KP", "IR"] }, { country: "FR" }, true],
    [{ signal: "country", op: "not_in", value: ["KP", "IR"] }, {}, false],
    [{ signal: "email", op: "exists" }, { email: "a@b.c" }, true],
    [{ signal: "email", op: "exists" }, { email: null }, false],
    [{ signal: "email", op: "missing" }, {}, true],
    [{ signal: "constructor", op: "exists" }, {}, false],
  ])("%j against %j is %s", (condition, signals, expected) => {
    expect(conditionMatches(c(condition), signals as Signals)).toBe(expected);
  });

  it.each([
    [{ signal: "risk", op: "gte", value: "80" }],
    [{ signal: "Risk", op: "eq", value: 1 }],
    [{ signal: "risk", op: "between", value: 1 }],
    [{ signal: "risk", op: "in", value: [] }],
    [{ signal: "risk", op: "always" }],
    [{ signal: "*", op: "eq", value: 1 }],
    [{ signal: "risk", op: "eq" }],
    [{ signal: "risk", op: "eq", value: 1, extra: true }],
  ])("rejects the malformed condition %j", (condition) => {
    expect(conditionSchema.safeParse(condition).success).toBe(false);
  });
});

describe("decide", () => {
  const rules = DEFAULT_DECISION_RULES.map((rule, i) => ({ id: `rule_${i}`, ...rule }));

  it("the default rules: first match in priority order decides", () => {
    expect(decide(rules, { phone_line_type: "voip", phone_reused: true })).toMatchObject({ action: "review", tier: null, ruleId: "rule_0" });
    expect(decide(rules, { phone_line_type: "mobile", phone_reused: true })).toMatchObject({ action: "review", ruleId: "rule_1" });
    expect(decide(rules, { wallet_type: "eoa", phone_line_type: "mobile", phone_reused: false })).toMatchObject({ action: "approve", tier: "verified", ruleId: "rule_2" });
  });

  it("sends a session no rule matches to review", () => {
    expect(decide(rules.slice(0, 2), {})).toEqual({ action: "review", tier: null, ruleId: null, reason: "No decision rule matched" });
  });

  it("skips a stored rule whose condition no longer parses", () => {
    const broken = { id: "rule_bad", name: "bad", condition: { signal: "x", op: "weird" }, action: "decline", tier: null };
    expect(decide([broken, rules[2]!], {})).toMatchObject({ action: "approve", ruleId: "rule_2" });
  });
});
