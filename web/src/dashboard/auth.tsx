import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { api, onSessionLost, rememberCsrfToken, type Account } from "./api";

interface Auth {
  /** undefined while the first /me is in flight; null when signed out. */
  account: Account | null | undefined;
  signedIn: (account: Account) => void;
  signOut: () => Promise<void>;
  /** Reads /me again (after a change to the user's own sign-in, such as turning 2FA on). */
  refresh: () => Promise<void>;
}

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  const signedIn = useCallback((a: Account) => {
    rememberCsrfToken(a.csrf_token);
    setAccount(a);
  }, []);
  useEffect(() => {
    onSessionLost(() => {
      rememberCsrfToken(null);
      setAccount(null);
    });
    // Not signed in (401) or unreachable: the sign-in page says the rest.
    api.me().then(signedIn, () => setAccount(null));
  }, [signedIn]);
  const signOut = useCallback(async () => {
    try {
      await api.signOut();
    } finally {
      rememberCsrfToken(null);
      setAccount(null);
    }
  }, []);
  const refresh = useCallback(async () => {
    signedIn(await api.me());
  }, [signedIn]);
  return <AuthContext.Provider value={{ account, signedIn, signOut, refresh }}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth outside AuthProvider");
  return auth;
}
