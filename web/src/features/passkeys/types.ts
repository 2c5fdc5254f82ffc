// A passkey as GET /api/auth/passkeys lists it; times are milliseconds since the epoch.
export interface Passkey {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}
