import { useState } from "react";
import { request, seg, type Mode, type Schemas } from "../../dashboard/api";
import { useCan } from "../../dashboard/can";
import { defineCustomerPanel } from "../../dashboard/customer-panel";
import { formatDateTime } from "../../dashboard/format";
import { ActionError, Badge, Button, DataTable, Dialog, Time, toast, type Column } from "../../dashboard/ui";
import { useAction } from "../../dashboard/use-action";

type CustomerPasskey = Schemas["CustomerPasskey"];

const removePasskey = (mode: Mode, address: string, id: string) =>
  request<Schemas["DeletedPasskey"]>("DELETE", `/${mode}/customers/${seg(address)}/passkeys/${seg(id)}`);

// A customer's passkeys (the passkey flow, docs/verification-flows.md 6d) on its page, and their removal.

function RemovePasskey({ mode, address, passkey, onClose, onRemoved }: { mode: Mode; address: string; passkey: CustomerPasskey | null; onClose: () => void; onRemoved: () => void }) {
  const action = useAction((id: string) => removePasskey(mode, address, id));
  const submit = async () => {
    if (passkey && (await action.run(passkey.id))) {
      toast("Passkey removed");
      onRemoved();
    }
  };
  return (
    <Dialog open={passkey !== null} title="Remove this passkey?" onClose={onClose} onSubmit={submit} submitLabel="Remove passkey" cancelLabel="Keep it" submitVariant="danger-solid" busy={action.busy}>
      {passkey && (
        <p>
          The customer can no longer confirm with the passkey created <Time iso={passkey.created_at} />. If it was their last one, their next passkey verification
          registers a new passkey.
        </p>
      )}
      <ActionError error={action.error} />
    </Dialog>
  );
}

/** The customer's passkeys, oldest first; a role that may write customers can remove one (after a confirmation). */
function CustomerPasskeys({ mode, address, passkeys, onChange }: { mode: Mode; address: string; passkeys: CustomerPasskey[]; onChange: () => void }) {
  const can = useCan();
  const [removing, setRemoving] = useState<CustomerPasskey | null>(null);
  const columns: Column<CustomerPasskey>[] = [
    { label: "Created", render: (p) => <Time iso={p.created_at} /> },
    { label: "Last used", render: (p) => <Time iso={p.last_used_at} empty="Never" /> },
    { label: "Storage", render: (p) => (p.backed_up ? <Badge tone="info">Synced (backed up)</Badge> : <Badge>This device only</Badge>) },
  ];
  if (can("customers:write"))
    columns.push({
      label: "Actions",
      render: (p) => (
        <Button small variant="danger" onClick={() => setRemoving(p)}>
          Remove<span className="visually-hidden"> the passkey created {formatDateTime(p.created_at)}</span>
        </Button>
      ),
    });
  return (
    <section aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      {passkeys.length === 0 ? (
        <p className="muted">No passkeys</p>
      ) : (
        <DataTable caption="The customer's passkeys, oldest first" rowKey={(p) => p.id} rows={passkeys} columns={columns} />
      )}
      <RemovePasskey
        mode={mode}
        address={address}
        passkey={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          onChange();
        }}
      />
    </section>
  );
}

/** The passkey flow's section of the dashboard's customer page (web/src/dashboard/pages/customer-panels.tsx). */
export const customerPanel = defineCustomerPanel(({ mode, customer, onChange }) => (
  <CustomerPasskeys mode={mode} address={customer.address} passkeys={customer.passkeys} onChange={onChange} />
));
