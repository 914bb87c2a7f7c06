import { useState } from "react";
import { api, type ApiKey, type MintedApiKey, type Mode, type Permission } from "../api";
import { grantsOfScope } from "../../../../src/http/auth/scope-grants";
import { scopeValues } from "../api-types";
import { ActionError, Async, Badge, Button, CheckboxGroup, DataTable, Dialog, Empty, PageHeader, SecretOnce, SelectField, TextField, Time, toast } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { ReadOnlyNote, useCan } from "../can";
import { useAuth } from "../auth";
import { useTitle } from "../use-title";

type Scope = (typeof scopeValues)[number];

function MintDialog({ mode, onClose, onMinted }: { mode: Mode; onClose: () => void; onMinted: () => void }) {
  const [name, setName] = useState("");
  const [keyMode, setKeyMode] = useState<Mode>(mode);
  const can = useCan();
  // A key holds only scopes within the user's own permissions (the API refuses the rest).
  const grantable = scopeValues.filter((scope) => grantsOfScope(scope).every((permission) => can(permission as Permission)));
  const [scopes, setScopes] = useState<Scope[]>(grantable);
  const [minted, setMinted] = useState<MintedApiKey | null>(null);
  const { account } = useAuth();
  // A live key needs 2FA, and a fresh second factor (asked for by <StepUpPrompt> when the server wants one).
  const needsTwoFactor = keyMode === "live" && account?.two_factor.enabled === false;
  const mint = useAction(() => api.mintKey({ name: name.trim(), mode: keyMode, scopes }));
  const submit = async () => {
    const key = await mint.run();
    if (key) {
      setMinted(key);
      onMinted();
    }
  };
  if (minted)
    return (
      <Dialog open title="Your new secret key" onClose={onClose}>
        <p>
          <strong>{minted.name}</strong> ({minted.mode}) can use: {minted.scopes.join(", ")}.
        </p>
        <SecretOnce label="Secret key" value={minted.key} what="secret key" />
      </Dialog>
    );
  return (
    <Dialog open title="Create a secret key" onClose={onClose} onSubmit={submit} submitLabel="Create key" busy={mint.busy}>
      <TextField label="Name" required maxLength={100} placeholder="e.g. checkout backend" value={name} onChange={(e) => setName(e.target.value)} />
      <SelectField
        label="Mode"
        value={keyMode}
        onChange={(e) => setKeyMode(e.target.value as Mode)}
        options={[
          { value: "test", label: "Test: sandbox data, nothing billed" },
          { value: "live", label: "Live: real verifications, billed" },
        ]}
      />
      <CheckboxGroup legend="Scopes" values={grantable} checked={scopes} onChange={setScopes} hint="Give each backend only what it needs; a key holds only scopes within your own role." />
      {scopes.length === 0 && <p className="error-text">Choose at least one scope.</p>}
      {needsTwoFactor && <p className="error-text">Live keys need two-factor authentication: turn it on on the Security page first.</p>}
      <ActionError error={mint.error} />
    </Dialog>
  );
}

export function ApiKeys({ mode }: { mode: Mode }) {
  useTitle("API keys");
  const can = useCan();
  const keys = useApi((signal) => api.listKeys(signal), "keys");
  const [minting, setMinting] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useAction((key: ApiKey) => api.revokeKey(key.id));
  return (
    <>
      <PageHeader
        title="API keys"
        sub="Secret keys for your backend. The prefix of a key decides its mode: test keys see test data only."
        actions={
          can("keys:write") && (
            <Button variant="primary" onClick={() => setMinting(true)}>
              Create secret key
            </Button>
          )
        }
      />
      <ReadOnlyNote permission="keys:write">can see the keys but not create or revoke them.</ReadOnlyNote>
      <Async loaded={keys}>
        {(list) =>
          list.data.length === 0 ? (
            <Empty title="No API keys yet">
              <p>Create a test key to start calling the API from your backend.</p>
            </Empty>
          ) : (
            <DataTable
              caption="API keys"
              rowKey={(k) => k.id}
              rows={list.data}
              columns={[
                { label: "Name", render: (k) => <strong>{k.name}</strong> },
                { label: "Key", render: (k) => <code>{k.redacted_key}</code> },
                { label: "Mode", render: (k) => <Badge tone={k.mode === "test" ? "test" : "good"}>{k.mode}</Badge> },
                { label: "Scopes", render: (k) => <span className="mono">{k.scopes.join(" ")}</span> },
                { label: "Created", render: (k) => <Time iso={k.created_at} /> },
                {
                  label: "Status",
                  render: (k) =>
                    k.revoked_at ? (
                      <>
                        <Badge>revoked</Badge> <Time iso={k.revoked_at} />
                      </>
                    ) : !can("keys:write") ? (
                      <Badge tone="good">active</Badge>
                    ) : (
                      <Button small variant="danger" onClick={() => setRevoking(k)} aria-label={`Revoke key ${k.name}`}>
                        Revoke
                      </Button>
                    ),
                },
              ]}
            />
          )
        }
      </Async>
      {minting && <MintDialog mode={mode} onClose={() => setMinting(false)} onMinted={keys.reload} />}
      <Dialog
        open={revoking !== null}
        title="Revoke this key?"
        onClose={() => {
          setRevoking(null);
          revoke.reset();
        }}
        submitLabel="Revoke key"
        cancelLabel="Keep it"
        submitVariant="danger-solid"
        busy={revoke.busy}
        onSubmit={async () => {
          if (revoking && (await revoke.run(revoking))) {
            toast("Key revoked");
            setRevoking(null);
            keys.reload();
          }
        }}
      >
        <p>
          Requests with <code>{revoking?.redacted_key}</code> ({revoking?.name}) fail at once with <code>invalid_api_key</code>. This cannot be undone.
        </p>
        <ActionError error={revoke.error} />
      </Dialog>
    </>
  );
}
