// The contract between the ChangeUsername / ChangeEmail / ChangePassword popups (settings
// feature) and callers that change another account (users feature). Without `target` and
// `submit` the popups change the current account through /api/auth/*.
export interface CredentialTarget {
  id: string;
  username: string;
  email: string;
}

export interface CredentialSubmitOutcome {
  success: boolean;
  message: string;
}

export interface CredentialPopupData {
  target?: CredentialTarget;
  /** Saves the new value; resolves undefined when the user cancelled (e.g. verification). */
  submit?: (value: string) => Promise<CredentialSubmitOutcome | undefined>;
}

/** The verification object (docs/api.md#verification-object); both keys are sent, one empty. */
export interface Verification {
  password: string;
  token: string;
}
