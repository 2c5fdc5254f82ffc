// Settings: the account's active sessions (device, browser, address as the server saw it, when
// started and last used), this one marked; end any other one, or all the others at once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { endOtherSessions, endSession, getSessions } from '../api/sessions';
import { accessKeys, formatTime, type Session } from '../types';

const describe = (session: Session) =>
  [session.browser ?? 'Unknown browser', session.os ? `on ${session.os}` : '']
    .filter(Boolean)
    .join(' ');

/** `children`: what else ends sessions (sign out everywhere), shown below the table. */
export function SessionsCard({ children }: { children?: ReactNode }) {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: accessKeys.sessions, queryFn: getSessions });
  const headingId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accessKeys.sessions });

  const end = async (session: Session) => {
    const answer = await endSession(session.id);
    if (!answer.success) return toast(answer.message || 'Could not end the session');
    toast('Session ended');
    await refresh();
  };

  const endOthers = async () => {
    const answer = await endOtherSessions();
    if (!answer.success) return toast(answer.message || 'Could not end the sessions');
    toast(`${answer.result?.sessionsEnded ?? 0} other session(s) ended`);
    await refresh();
  };

  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Active sessions
      </h2>
      <p className="muted">Every browser and device logged in to this account.</p>
      {sessions.data && (
        <div className="table-wrap">
          <table className="table" aria-label="Active sessions">
            <thead>
              <tr>
                <th scope="col">Device</th>
                <th scope="col">Address</th>
                <th scope="col">Started</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.map((session) => (
                <tr key={session.id}>
                  <td data-label="Device">
                    {describe(session)} ({session.device ?? 'other'})
                    {session.current && <span className="badge badge--info">This session</span>}
                  </td>
                  <td data-label="Address">{session.address ?? 'Unknown'}</td>
                  <td data-label="Started">{formatTime(session.createdAt)}</td>
                  <td data-label="Last used">{formatTime(session.lastUsedAt)}</td>
                  <td className="table__actions">
                    {!session.current && (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={`End session ${describe(session)} from ${session.address ?? 'unknown'}`}
                        onClick={() => void end(session)}
                      >
                        End
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="card__actions">
        <Button disabled={others === 0} onClick={() => void endOthers()}>
          End all other sessions
        </Button>
      </div>
      {children}
    </section>
  );
}
