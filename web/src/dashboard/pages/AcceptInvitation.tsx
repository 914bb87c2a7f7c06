import { useState, type FormEvent } from "react";
import { api } from "../api";
import { useAuth } from "../auth";
import { lastMode } from "../mode";
import { Link, navigate } from "../router";
import { ActionError, Button, Notice, TextField } from "../ui";
import { useAction } from "../use-action";
import { useTitle } from "../use-title";

/**
 * Reads the invitation link's token from the fragment (`/invite#token=...`, never sent to a
 * server) once, and takes it out of the address bar, so it ends up in no history, screenshot or
 * shared link. A reload then asks for the link again.
 */
function takeTokenFromFragment(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("token");
  if (token) window.history.replaceState(window.history.state, "", window.location.pathname);
  return token;
}

export function AcceptInvitation() {
  useTitle("Accept your invitation");
  const { signedIn } = useAuth();
  const [token] = useState(takeTokenFromFragment);
  const [password, setPassword] = useState("");
  const action = useAction(api.acceptInvitation);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const account = await action.run({ token, password });
    if (account) {
      signedIn(account);
      navigate(`/${lastMode()}/verifications`, { replace: true });
    }
  };
  return (
    <main className="auth" id="main">
      <form className="panel" onSubmit={submit}>
        <h1>Accept your invitation</h1>
        {token ? (
          <>
            <p className="muted">Choose the password you will sign in with. Your email is the one the invitation was sent to.</p>
            <ActionError error={action.error} />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              minLength={10}
              maxLength={200}
              hint="At least 10 characters; common passwords are refused."
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" variant="primary" disabled={action.busy}>
              {action.busy ? "Joining…" : "Join the account"}
            </Button>
          </>
        ) : (
          <Notice tone="warn">
            <p>This page needs the link from your invitation email. Open the link again (it works once, for 7 days), or ask for a new invitation.</p>
          </Notice>
        )}
        <p className="muted auth-foot">
          Already a member? <Link to="/signin">Sign in</Link>
        </p>
      </form>
    </main>
  );
}
