import { useEffect, useState } from "react";
import { api, type CatalogSignal, type Mode, type PortalRule, type Rule, type RuleCondition, type SimulateRules, type Simulation } from "../api";
import { Link } from "../router";
import { ruleActionValues } from "../api-types";
import { ActionError, Async, Badge, Button, DataTable, Dialog, Empty, PageHeader, SelectField, TextField, toast } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { ReadOnlyNote, useCan } from "../can";
import { useTitle } from "../use-title";
import { countryName } from "../review/signals";
import { conditionOf, isList, needsValue as opNeedsValue, operatorsFor, signalKind, type SignalKind } from "../rules/signal-types";

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

const boolOptions = [
  { value: "", label: "Choose…" },
  { value: "true", label: "true (yes)" },
  { value: "false", label: "false (no)" },
];

/** The value input that fits the signal: a yes/no choice, a country or option list, a number, or text. */
function ValueInput({ kind, list, value, values, onValue, onValues }: { kind: SignalKind; list: boolean; value: string; values: string[]; onValue: (v: string) => void; onValues: (v: string[]) => void }) {
  if (kind.kind === "boolean") return <SelectField label="Value" required value={value} onChange={(e) => onValue(e.target.value)} options={boolOptions} />;
  if (kind.kind === "choice") {
    const options = kind.options.map((o) => ({ value: o, label: kind.country ? countryName(o) : o }));
    if (kind.country) options.sort((a, b) => a.label.localeCompare(b.label));
    if (list)
      return (
        <SelectField
          label={kind.country ? "Countries" : "Values"}
          multiple
          required
          size={Math.min(8, options.length)}
          value={values}
          onChange={(e) => onValues([...e.target.selectedOptions].map((o) => o.value))}
          options={options}
          hint="Hold Ctrl (⌘ on a Mac) to choose more than one."
        />
      );
    return <SelectField label={kind.country ? "Country" : "Value"} required value={value} onChange={(e) => onValue(e.target.value)} options={[{ value: "", label: "Choose…" }, ...options]} />;
  }
  if (kind.kind === "number") return <TextField label="Value" type="number" required value={value} onChange={(e) => onValue(e.target.value)} />;
  if (list)
    return <TextField label="Values" required value={values.join(", ")} onChange={(e) => onValues(e.target.value.split(",").map((v) => v.trim()))} hint="Comma-separated values." />;
  return <TextField label="Value" required value={value} onChange={(e) => onValue(e.target.value)} />;
}

function RuleDialog({ mode, rule, rules, catalog, onClose, onSaved }: { mode: Mode; rule: Rule | null; rules: PortalRule[]; catalog: CatalogSignal[]; onClose: () => void; onSaved: () => void }) {
  const [name, setName] = useState(rule?.name ?? "");
  // A new rule without a priority goes just before the catch-all (the server places it).
  const [priority, setPriority] = useState(rule ? String(rule.priority) : "");
  const [op, setOp] = useState<Op>(rule?.condition.op ?? "eq");
  const [signal, setSignal] = useState(rule && rule.condition.op !== "always" ? rule.condition.signal : (catalog[0]?.name ?? ""));
  const initialValue = rule && "value" in rule.condition ? rule.condition.value : null;
  const [value, setValue] = useState(initialValue === null || Array.isArray(initialValue) ? "" : String(initialValue));
  const [values, setValues] = useState<string[]>(Array.isArray(initialValue) ? initialValue.map(String) : []);
  const [action, setAction] = useState<Rule["action"]>(rule?.action ?? "review");
  const [tier, setTier] = useState(rule?.tier ?? "");
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const [preview, setPreview] = useState<Simulation | null>(null);
  const fields = () => ({
    name: name.trim(),
    ...(priority.trim() === "" ? {} : { priority: Number(priority) }),
    condition: conditionOf(op, signal, kind, value, values),
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
  const described = catalog.find((c) => c.name === signal);
  // A stored rule may read a signal the catalog no longer has: keep it selectable, marked.
  const signals = described || !signal ? catalog : [...catalog, { name: signal, flow: "unknown", description: "Not produced by any flow", schema: {} } as unknown as CatalogSignal];
  const kind = signalKind(described);
  const ops = operatorsFor(kind);
  // Picking a signal keeps the operator when it fits, and starts the value afresh.
  const pickSignal = (name: string) => {
    const next = operatorsFor(signalKind(catalog.find((c) => c.name === name)));
    setSignal(name);
    if (!next.includes(op)) setOp(next[0]!);
    setValue("");
    setValues([]);
  };
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
      <SelectField
        label="Signal"
        value={op === "always" ? "*" : signal}
        onChange={(e) => (e.target.value === "*" ? setOp("always") : (op === "always" && setOp("eq"), pickSignal(e.target.value)))}
        options={[{ value: "*", label: "Every session (catch-all)" }, ...signals.map((c) => ({ value: c.name, label: `${c.name} (${c.flow})` }))]}
        hint={op === "always" ? "The rule matches every session it reaches." : described ? described.description : "No verification flow produces this signal: the rule never matches."}
      />
      {op !== "always" && <SelectField label="Operator" value={op} onChange={(e) => setOp(e.target.value as Op)} options={ops.map((o) => ({ value: o, label: OP_LABELS[o] }))} />}
      {opNeedsValue(op) && <ValueInput kind={kind} list={isList(op)} value={value} values={values} onValue={setValue} onValues={setValues} />}
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
  // Live starts from the rules tried in test (contract section 22), never from the defaults by force.
  const [copying, setCopying] = useState(false);
  const copy = useAction(() => api.copyRules("test", "live"));
  const saved = () => {
    setEditing(null);
    rules.reload();
  };
  return (
    <>
      <PageHeader
        title="Decision rules"
        sub={
          mode === "test"
            ? "How test sessions are decided: the first enabled rule that matches, in this order. A test session created with a test_outcome other than interactive skips the rules: the sandbox applies that outcome (approved by default). Only interactive test sessions, where someone goes through the flows, are decided here."
            : "How live sessions are decided: the first enabled rule that matches, in this order."
        }
        actions={
          can("rules:write") && (
            <>
              {mode === "live" && <Button onClick={() => setCopying(true)}>Copy rules from test</Button>}
              <Button variant="primary" onClick={() => setEditing("new")}>
                New rule
              </Button>
            </>
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
      <Dialog
        open={copying}
        title="Copy the test rules to live?"
        onClose={() => setCopying(false)}
        submitLabel="Replace live rules"
        submitVariant="danger-solid"
        busy={copy.busy}
        onSubmit={async () => {
          if (await copy.run()) {
            toast("Test rules copied to live");
            setCopying(false);
            rules.reload();
          }
        }}
      >
        <p>
          Every live rule is replaced by a copy of a test rule (same name, priority, condition, action, tier and state). Live sessions are decided by the copies at once. Each
          copy is checked like a new rule: if one no longer fits its signal, nothing is copied and the rule is named.
        </p>
        <ActionError error={copy.error} />
      </Dialog>
    </>
  );
}
