import { useState } from "react";
import { api, type Invitation, type Member, type Role } from "../api";
import { useAuth } from "../auth";
import { ReadOnlyNote, useCan } from "../can";
import { ActionError, Async, Badge, Button, DataTable, Dialog, Empty, PageHeader, SelectField, TextField, Time, toast } from "../ui";
import { useAction } from "../use-action";
import { useApi } from "../use-api";
import { useTitle } from "../use-title";

type AssignableRole = Exclude<Role, "owner">;

// What each role is for, in words a person inviting someone reads (the server's table decides).
const ROLE_OPTIONS: Array<{ value: AssignableRole; label: string }> = [
  { value: "viewer", label: "Viewer: reads everything, changes nothing" },
  { value: "reviewer", label: "Reviewer: resolves reviews, writes notes, suspends customers" },
  { value: "developer", label: "Developer: API keys, webhooks, events, sessions, rules" },
  { value: "admin", label: "Admin: everything, members and billing included" },
];

function InviteDialog({ onClose, onInvited }: { onClose: () => void; onInvited: () => void }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<AssignableRole>("viewer");
  const invite = useAction(() => api.invite({ email: email.trim(), role }));
  return (
    <Dialog
      open
      title="Invite a member"
      onClose={onClose}
      submitLabel="Send invitation"
      busy={invite.busy}
      onSubmit={async () => {
        const sent = await invite.run();
        if (sent) {
          toast(`Invitation sent to ${sent.email}`);
          onInvited();
          onClose();
        }
      }}
    >
      <p>They get an email with a link that works once, for 7 days, to choose their password.</p>
      <TextField label="Email" type="email" required maxLength={254} autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as AssignableRole)} options={ROLE_OPTIONS} />
      <ActionError error={invite.error} />
    </Dialog>
  );
}

type Pending = { kind: "role"; member: Member } | { kind: "remove"; member: Member } | { kind: "transfer"; member: Member } | { kind: "revoke"; invitation: Invitation };

function MemberDialogs({ pending, onClose, onDone }: { pending: Pending | null; onClose: () => void; onDone: () => void }) {
  const [role, setRole] = useState<AssignableRole>("viewer");
  const act = useAction(async (p: Pending) => {
    if (p.kind === "role") return api.changeMemberRole(p.member.id, role);
    if (p.kind === "remove") return api.removeMember(p.member.id);
    if (p.kind === "transfer") return api.transferOwnership(p.member.id);
    return api.revokeInvitation(p.invitation.id);
  });
  const close = () => {
    act.reset();
    onClose();
  };
  const run = async (done: string) => {
    if (pending && (await act.run(pending))) {
      toast(done);
      onDone();
      close();
    }
  };
  const who = pending && "member" in pending ? pending.member.email : pending?.invitation.email;
  return (
    <>
      <Dialog open={pending?.kind === "role"} title="Change role" onClose={close} submitLabel="Change role" busy={act.busy} onSubmit={() => void run(`${who} is now ${role}`)}>
        <p>
          <strong>{who}</strong> gets the new role on their next request.
        </p>
        <SelectField label="New role" value={role} onChange={(e) => setRole(e.target.value as AssignableRole)} options={ROLE_OPTIONS} />
        <ActionError error={act.error} />
      </Dialog>
      <Dialog
        open={pending?.kind === "remove"}
        title="Remove this member?"
        onClose={close}
        submitLabel="Remove member"
        cancelLabel="Keep them"
        submitVariant="danger-solid"
        busy={act.busy}
        onSubmit={() => void run(`${who} removed`)}
      >
        <p>
          <strong>{who}</strong> is signed out everywhere at once and can no longer sign in. You can invite them again later.
        </p>
        <ActionError error={act.error} />
      </Dialog>
      <Dialog
        open={pending?.kind === "transfer"}
        title="Transfer ownership?"
        onClose={close}
        submitLabel="Make them the owner"
        submitVariant="danger-solid"
        busy={act.busy}
        onSubmit={() => void run(`${who} is now the owner`)}
      >
        <p>
          <strong>{who}</strong> becomes the account's owner and you become an admin. Only the new owner can transfer it back.
        </p>
        <ActionError error={act.error} />
      </Dialog>
      <Dialog
        open={pending?.kind === "revoke"}
        title="Revoke this invitation?"
        onClose={close}
        submitLabel="Revoke invitation"
        cancelLabel="Keep it"
        submitVariant="danger-solid"
        busy={act.busy}
        onSubmit={() => void run(`Invitation to ${who} revoked`)}
      >
        <p>
          The link sent to <strong>{who}</strong> stops working at once.
        </p>
        <ActionError error={act.error} />
      </Dialog>
    </>
  );
}

function invitationState(i: Invitation): string {
  if (i.status === "expired") return "expired";
  if (i.email_status === "failed") return "email failed";
  return i.email_status === "sent" ? "sent" : "sending";
}

export function Team() {
  useTitle("Team");
  const can = useCan();
  const { account, signedIn } = useAuth();
  const members = useApi((signal) => api.listMembers(signal), "members");
  const invitations = useApi((signal) => api.listInvitations(signal), "invitations");
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const me = account?.user.id;
  const manage = can("members:write");
  const changed = () => {
    members.reload();
    invitations.reload();
    // A transfer (or an admin changing their own role) changes what this user may do.
    void api.me().then(signedIn, () => undefined);
  };
  return (
    <>
      <PageHeader
        title="Team"
        sub="Everyone who can sign in to this account. Each member's role decides what they see and can do."
        actions={
          manage && (
            <Button variant="primary" onClick={() => setInviting(true)}>
              Invite member
            </Button>
          )
        }
      />
      <div className="stack">
        <ReadOnlyNote permission="members:write">can see the team but not invite, change or remove members.</ReadOnlyNote>
        <section aria-labelledby="members-title" className="stack">
          <h2 id="members-title">Members</h2>
          <Async loaded={members}>
            {(list) => (
              <DataTable
                caption="Members"
                rowKey={(m) => m.id}
                rows={list.data}
                columns={[
                  { label: "Email", render: (m) => (m.id === me ? <strong>{m.email} (you)</strong> : m.email) },
                  { label: "Role", render: (m) => <Badge tone={m.role === "owner" ? "good" : undefined}>{m.role}</Badge> },
                  { label: "Joined", render: (m) => <Time iso={m.created_at} /> },
                  {
                    label: "Actions",
                    render: (m) =>
                      m.role !== "owner" && (
                        <span className="actions">
                          {manage && (
                            <>
                              <Button small onClick={() => setPending({ kind: "role", member: m })} aria-label={`Change role of ${m.email}`}>
                                Change role
                              </Button>
                              <Button small variant="danger" onClick={() => setPending({ kind: "remove", member: m })} aria-label={`Remove ${m.email}`}>
                                Remove
                              </Button>
                            </>
                          )}
                          {can("ownership:transfer") && (
                            <Button small onClick={() => setPending({ kind: "transfer", member: m })} aria-label={`Make owner: ${m.email}`}>
                              Make owner
                            </Button>
                          )}
                        </span>
                      ),
                  },
                ]}
              />
            )}
          </Async>
        </section>
        <section aria-labelledby="invitations-title" className="stack">
          <h2 id="invitations-title">Pending invitations</h2>
          <Async loaded={invitations}>
            {(list) =>
              list.data.length === 0 ? (
                <Empty title="No pending invitations">
                  <p>{manage ? "Invite a colleague with the role they need." : "Owners and admins invite new members."}</p>
                </Empty>
              ) : (
                <DataTable
                  caption="Pending invitations"
                  rowKey={(i) => i.id}
                  rows={list.data}
                  columns={[
                    { label: "Email", render: (i) => i.email },
                    { label: "Role", render: (i) => <Badge>{i.role}</Badge> },
                    { label: "Status", render: (i) => <Badge tone={i.status === "expired" || i.email_status === "failed" ? "bad" : undefined}>{invitationState(i)}</Badge> },
                    { label: "Expires", render: (i) => <Time iso={i.expires_at} /> },
                    { label: "Invited by", render: (i) => i.invited_by?.email ?? <span className="muted">a former member</span> },
                    {
                      label: "Actions",
                      render: (i) =>
                        manage && (
                          <Button small variant="danger" onClick={() => setPending({ kind: "revoke", invitation: i })} aria-label={`Revoke the invitation to ${i.email}`}>
                            Revoke
                          </Button>
                        ),
                    },
                  ]}
                />
              )
            }
          </Async>
        </section>
      </div>
      {inviting && <InviteDialog onClose={() => setInviting(false)} onInvited={invitations.reload} />}
      <MemberDialogs pending={pending} onClose={() => setPending(null)} onDone={changed} />
    </>
  );
}
