import { useEffect, useState } from "react";
import { api, type Mode, type Rule, type RuleCondition } from "../api";
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

function RuleDialog({ mode, rule, nextPriority, onClose, onSaved }: { mode: Mode; rule: Rule | null; nextPriority: number; onClose: () => void; onSaved: () => void }) {
  const [name, setName] = useState(rule?.name ?? "");
  const [priority, setPriority] = useState(String(rule?.priority ?? nextPriority));
  const [op, setOp] = useState<Op>(rule?.condition.op ?? "eq");
  const [signal, setSignal] = useState(rule && rule.condition.op !== "always" ? rule.condition.signal : "");
  const [value, setValue] = useState(rule ? valueText(rule.condition) : "");
  const [action, setAction] = useState<Rule["action"]>(rule?.action ?? "review");
  const [tier, setTier] = useState(rule?.tier ?? "");
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const save = useAction(() => {
    const fields = { name: name.trim(), priority: Number(priority), condition: toCondition(op, signal.trim(), value), action, tier: action === "approve" && tier.trim() ? tier.trim() : null, enabled };
    return rule ? api.updateRule(rule.id, fields) : api.createRule({ ...fields, mode });
  });
  const submit = async () => {
    if (await save.run()) {
      toast(rule ? "Rule saved" : "Rule created");
      onSaved();
    }
  };
  const needsSignal = op !== "always";
  const needsValue = !["always", "exists", "missing"].includes(op);
  return (
    <Dialog open title={rule ? "Edit decision rule" : "New decision rule"} onClose={onClose} onSubmit={submit} submitLabel={rule ? "Save rule" : "Create rule"} busy={save.busy}>
      <TextField label="Name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      <TextField label="Priority" type="number" required min={0} max={1000000} step={1} value={priority} onChange={(e) => setPriority(e.target.value)} hint="Rules are evaluated in ascending priority; the first match decides." />
      <SelectField label="Condition" value={op} onChange={(e) => setOp(e.target.value as Op)} options={OPS.map((o) => ({ value: o, label: OP_LABELS[o] }))} />
      {needsSignal && <TextField label="Signal" required pattern="[a-z][a-z0-9_]{0,63}" value={signal} onChange={(e) => setSignal(e.target.value)} hint="A session signal, e.g. phone_country or wallet_age_days." />}
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
      <ActionError error={save.error} />
    </Dialog>
  );
}

export function Rules({ mode }: { mode: Mode }) {
  useTitle("Decision rules");
  const can = useCan();
  const rules = useApi((signal) => api.listRules(mode, signal), mode);
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
              <p>Without rules, sessions are approved. Add a rule to send some to review or decline them.</p>
            </Empty>
          ) : (
            <DataTable
              caption="Decision rules in evaluation order"
              rowKey={(r) => r.id}
              rows={list.data}
              columns={[
                { label: "Priority", render: (r) => r.priority },
                { label: "Name", render: (r) => <strong>{r.name}</strong> },
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
      {editing && (
        <RuleDialog
          mode={mode}
          rule={editing === "new" ? null : editing}
          nextPriority={Math.max(0, ...(rules.data?.data.map((r) => r.priority + 10) ?? [100]))}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
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
