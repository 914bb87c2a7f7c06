import { useEffect, useState } from "react";
import { api, type CatalogSignal, type Mode, type PortalRule, type Rule, type RuleCondition, type SimulateRules, type Simulation } from "../api";
import { Link } from "../router";
import { ruleActionValues } from "../api-types";
import { ActionError, Async, Badge, Button, DataTable, Dialog, Empty, PageHeader, SelectField, TextField, toast } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { ReadOnlyNote, useCan } from "../can";
import { useTitle } from "../use-title";

type Op = RuleCondition["op"];
const OPS = ["always", "eq", "neq", "gt", "gte", "lt", "lte", "in", "not_in", "exists", "missing"] as const satisfies readonly Op[];
// Fails to compile when the server's condition schema gains an operator this form does not offer.
const everyOp: Exclude<Op, (typeof OPS)[number]> extends never ? true : never = true;
void everyOp;

const OP_LABELS: Record<Op, string> = {
  always: "always (every session)",
  eq: "equals",
  neq: "does not equal",
  gt: ">",
  gte: "≥",
  lt: "<",
  lte: "≤",
  in: "is one of",
  not_in: "is none of",
  exists: "is present",
  missing: "is missing",
};

/** A typed literal from the form: numbers, true/false/null as such, anything else as text. */
function literal(text: string): string | number | boolean | null {
  const t = text.trim();
  if (t === "true" || t === "false") return t === "true";
  if (t === "null") return null;
  if (t !== "" && !Number.isNaN(Number(t))) return Number(t);
  return t;
}

function toCondition(op: Op, signal: string, value: string): RuleCondition {
  switch (op) {
    case "always":
      return { signal: "*", op };
    case "exists":
    case "missing":
      return { signal, op };
    case "gt":
    case "gte":
    case "lt":
    case "lte":
      return { signal, op, value: Number(value) };
    case "in":
    case "not_in":
      return { signal, op, value: value.split(",").map(literal) };
    default:
      return { signal, op, value: literal(value) };
  }
}

function valueText(condition: RuleCondition): string {
  if (!("value" in condition)) return "";
  return Array.isArray(condition.value) ? condition.value.map(String).join(", ") : String(condition.value);
}

export function describeCondition(c: RuleCondition): string {
  if (c.op === "always") return "every session";
  return `${c.signal} ${OP_LABELS[c.op]}${"value" in c ? ` ${Array.isArray(c.value) ? `[${valueText(c)}]` : JSON.stringify(c.value)}` : ""}`;
}

type Draft = SimulateRules["rules"][number];

/** The rule set as it would be with `draft` saved: the list with this rule replaced, or added. */
function draftSet(rules: PortalRule[], editing: Rule | null, draft: Draft): Draft[] {
  const stored = rules.map(({ id, name, priority, condition, action, tier, enabled }) => ({ id, name, priority, condition, action, tier, enabled }));
  return editing ? stored.map((r) => (r.id === editing.id ? { ...draft, id: editing.id } : r)) : [...stored, draft];
}

function SimulationResult({ mode, result }: { mode: Mode; result: Simulation }) {
  if (result.sessions_replayed === 0)
    return (
      <div className="notice simulation" role="status">
        <p>No decided {mode} session to replay yet: the preview needs sessions that went through the decision rules.</p>
      </div>
    );
  const row = (label: string, c: Simulation["current"]) => (
    <tr>
      <th scope="row">{label}</th>
      <td>{c.approve}</td>
      <td>{c.decline}</td>
      <td>{c.review}</td>
    </tr>
  );
  return (
    <div className="simulation" role="status">
      <p>
        Replayed the latest <strong>{result.sessions_replayed}</strong> decided sessions: <strong>{result.changed_count}</strong> would be decided differently.
      </p>
      <div className="table-wrap">
      <table className="data">
        <caption className="visually-hidden">Outcomes now and with this change</caption>
        <thead>
          <tr>
            <th scope="col">Rules</th>
            <th scope="col">Approve</th>
            <th scope="col">Decline</th>
            <th scope="col">Review</th>
          </tr>
        </thead>
        <tbody>
          {row("Now", result.current)}
          {row("With this change", result.draft)}
        </tbody>
      </table>
      </div>
      {result.changed.length > 0 && (
        <ul className="changed">
          {result.changed.slice(0, 10).map((c) => (
            <li key={c.verification_session}>
              <Link className="mono" to={`/${mode}/verifications/${c.verification_session}`}>{c.verification_session}</Link>: {c.current.action} → <strong>{c.draft.action}</strong>
              {c.draft.rule && <span className="muted"> ({c.draft.rule.name})</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RuleDialog({ mode, rule, rules, catalog, onClose, onSaved }: { mode: Mode; rule: Rule | null; rules: PortalRule[]; catalog: CatalogSignal[]; onClose: () => void; onSaved: () => void }) {
  const [name, setName] = useState(rule?.name ?? "");
  // A new rule without a priority goes just before the catch-all (the server places it).
  const [priority, setPriority] = useState(rule ? String(rule.priority) : "");
  const [op, setOp] = useState<Op>(rule?.condition.op ?? "eq");
  const [signal, setSignal] = useState(rule && rule.condition.op !== "always" ? rule.condition.signal : (catalog[0]?.name ?? ""));
  const [value, setValue] = useState(rule ? valueText(rule.condition) : "");
  const [action, setAction] = useState<Rule["action"]>(rule?.action ?? "review");
  const [tier, setTier] = useState(rule?.tier ?? "");
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const [preview, setPreview] = useState<Simulation | null>(null);
  const fields = () => ({
    name: name.trim(),
    ...(priority.trim() === "" ? {} : { priority: Number(priority) }),
    condition: toCondition(op, signal, value),
    action,
    tier: action === "approve" && tier.trim() ? tier.trim() : null,
    enabled,
  });
  const save = useAction(() => (rule ? api.updateRule(rule.id, fields()) : api.createRule({ ...fields(), mode })));
  const simulate = useAction(() => api.simulateRules({ mode, rules: draftSet(rules, rule, { ...fields(), name: fields().name || "This rule" }), limit: 1000 }));
  const submit = async () => {
    if (await save.run()) {
      toast(rule ? "Rule saved" : "Rule created");
      onSaved();
    }
  };
  const needsSignal = op !== "always";
  const needsValue = !["always", "exists", "missing"].includes(op);
  const described = catalog.find((c) => c.name === signal);
  // A stored rule may read a signal the catalog no longer has: keep it selectable, marked.
  const signals = described || !signal ? catalog : [...catalog, { name: signal, flow: "unknown", description: "Not produced by any flow", schema: {} } as unknown as CatalogSignal];
  return (
    <Dialog open title={rule ? "Edit decision rule" : "New decision rule"} onClose={onClose} onSubmit={submit} submitLabel={rule ? "Save rule" : "Create rule"} busy={save.busy}>
      <TextField label="Name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      <TextField
        label={rule ? "Priority" : "Priority (optional)"}
        type="number"
        required={rule !== null}
        min={0}
        max={1000000}
        step={1}
        value={priority}
        onChange={(e) => setPriority(e.target.value)}
        hint={rule ? "Rules are evaluated in ascending priority; the first match decides." : "Leave empty to place the rule just before the catch-all rule, where it can match."}
      />
      <SelectField label="Condition" value={op} onChange={(e) => setOp(e.target.value as Op)} options={OPS.map((o) => ({ value: o, label: OP_LABELS[o] }))} />
      {needsSignal && (
        <SelectField
          label="Signal"
          value={signal}
          onChange={(e) => setSignal(e.target.value)}
          options={signals.map((c) => ({ value: c.name, label: `${c.name} (${c.flow})` }))}
          hint={described ? described.description : "No verification flow produces this signal: the rule never matches."}
        />
      )}
      {needsValue && (
        <TextField
          label="Value"
          required={op !== "eq" && op !== "neq"}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          hint={op === "in" || op === "not_in" ? "Comma-separated values." : "Numbers, true, false and null are read as such."}
        />
      )}
      <SelectField label="Action" value={action} onChange={(e) => setAction(e.target.value as Rule["action"])} options={ruleActionValues.map((a) => ({ value: a, label: a }))} />
      {action === "approve" && <TextField label="Tier (optional)" pattern="[a-z][a-z0-9_\-]{0,39}" value={tier} onChange={(e) => setTier(e.target.value)} hint="The VIC's tier; verified when left empty." />}
      <label className="check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Enabled
      </label>
      <div className="simulate">
        <Button
          small
          disabled={simulate.busy}
          onClick={async () => {
            const result = await simulate.run();
            if (result) setPreview(result);
          }}
        >
          {simulate.busy ? "Replaying…" : "Preview impact on recent sessions"}
        </Button>
        <ActionError error={simulate.error} />
        {preview && <SimulationResult mode={mode} result={preview} />}
      </div>
      <ActionError error={save.error} />
    </Dialog>
  );
}

export function Rules({ mode }: { mode: Mode }) {
  useTitle("Decision rules");
  const can = useCan();
  const rules = useApi((signal) => api.listRules(mode, signal), mode);
  const catalog = useApi((signal) => api.signalCatalog(signal), "catalog");
  const [editing, setEditing] = useState<Rule | "new" | null>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  // The switch moves at once; the list is reloaded from the server after the change.
  const [switching, setSwitching] = useState<Record<string, boolean>>({});
  useEffect(() => setSwitching({}), [rules.data]);
  const toggle = useAction(async (rule: Rule) => {
    setSwitching((s) => ({ ...s, [rule.id]: !rule.enabled }));
    try {
      return await api.updateRule(rule.id, { enabled: !rule.enabled });
    } finally {
      rules.reload();
    }
  });
  const remove = useAction((rule: Rule) => api.deleteRule(rule.id));
  const saved = () => {
    setEditing(null);
    rules.reload();
  };
  return (
    <>
      <PageHeader
        title="Decision rules"
        sub={`How ${mode} sessions are decided: the first enabled rule that matches, in this order.`}
        actions={
          can("rules:write") && (
            <Button variant="primary" onClick={() => setEditing("new")}>
              New rule
            </Button>
          )
        }
      />
      <ReadOnlyNote permission="rules:write">can read the rules but not change them.</ReadOnlyNote>
      <ActionError error={toggle.error ?? remove.error} />
      <Async loaded={rules}>
        {(list) =>
          list.data.length === 0 ? (
            <Empty title="No decision rules">
              <p>Without rules, every session goes to review. Add rules to approve or decline sessions automatically.</p>
            </Empty>
          ) : (
            <DataTable
              caption="Decision rules in evaluation order"
              rowKey={(r) => r.id}
              rows={list.data}
              columns={[
                { label: "Priority", render: (r) => r.priority },
                {
                  label: "Name",
                  render: (r) => (
                    <>
                      <strong>{r.name}</strong>
                      {r.unreachable_reason && (
                        <div className="rule-warning">
                          <Badge tone="warn">never decides</Badge> {r.unreachable_reason}
                        </div>
                      )}
                    </>
                  ),
                },
                { label: "When", render: (r) => <code>{describeCondition(r.condition)}</code> },
                { label: "Then", render: (r) => <><Badge>{r.action}</Badge> {r.tier && <span className="muted">tier {r.tier}</span>}</> },
                {
                  label: "Enabled",
                  render: (r) => (
                    <label className="check">
                      <input
                        type="checkbox"
                        role="switch"
                        checked={switching[r.id] ?? r.enabled}
                        disabled={toggle.busy || !can("rules:write")}
                        onChange={() => void toggle.run(r)}
                      />
                      <span className="visually-hidden">Rule {r.name} enabled</span>
                      {(switching[r.id] ?? r.enabled) ? "On" : "Off"}
                    </label>
                  ),
                },
                {
                  label: "Actions",
                  render: (r) =>
                    can("rules:write") && (
                    <span className="actions">
                      <Button small onClick={() => setEditing(r)} aria-label={`Edit rule ${r.name}`}>
                        Edit
                      </Button>
                      <Button small variant="danger" onClick={() => setDeleting(r)} aria-label={`Delete rule ${r.name}`}>
                        Delete
                      </Button>
                    </span>
                  ),
                },
              ]}
            />
          )
        }
      </Async>
      {editing && rules.data && catalog.data && (
        <RuleDialog mode={mode} rule={editing === "new" ? null : editing} rules={rules.data.data} catalog={catalog.data.data} onClose={() => setEditing(null)} onSaved={saved} />
      )}
      <Dialog
        open={deleting !== null}
        title="Delete this rule?"
        onClose={() => setDeleting(null)}
        submitLabel="Delete rule"
        submitVariant="danger-solid"
        busy={remove.busy}
        onSubmit={async () => {
          if (deleting && (await remove.run(deleting))) {
            toast("Rule deleted");
            setDeleting(null);
            rules.reload();
          }
        }}
      >
        <p>
          <strong>{deleting?.name}</strong> stops deciding sessions at once. This cannot be undone.
        </p>
      </Dialog>
    </>
  );
}
