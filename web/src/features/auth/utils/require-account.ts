// The navigation guard (docs/dashboard.md#the-navigation-guard) as a route loader: with no account loaded, fetch it first;
// still none → /dash/login?next=<encoded full path>.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { useAccountStore } from '@/lib/account/account-store';
import { loadAccount } from '@/lib/account/get-me';
import { loginPathFor } from './redirect';

export async function requireAccount({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  if (useAccountStore.getState().account) return null;
  const account = await loadAccount();
  if (account) return null;
  const url = new URL(request.url);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's redirect idiom
  throw redirect(loginPathFor(`${url.pathname}${url.search}${url.hash}`));
}
