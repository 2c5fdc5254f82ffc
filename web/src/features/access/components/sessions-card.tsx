// Settings: the account's active sessions (device, browser, address as the server saw it, when
// started and last used), this one marked; end any other one, or all the others at once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { i18n } from '@/i18n';
import { endOtherSessions, endSession, getSessions } from '../api/sessions';
import { accessKeys, formatTime, type Session } from '../types';

const DEVICES = ['desktop', 'mobile', 'tablet', 'other'] as const;

/** "Firefox on Linux", in the interface's language. */
const describe = (session: Session) => {
  const browser = session.browser ?? i18n.t('access.sessions.unknownBrowser');
  return session.os ? i18n.t('access.sessions.browserOn', { browser, os: session.os }) : browser;
};

/** The device kind the server recorded (`desktop`, `mobile`, `tablet`, `other`). */
const deviceName = (device: string | null) => {
  const known = DEVICES.find((kind) => kind === (device ?? 'other'));
  return known ? i18n.t(`access.sessions.devices.${known}`) : (device ?? '');
};

/** `children`: what else ends sessions (sign out everywhere), shown below the table. */
export function SessionsCard({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: accessKeys.sessions, queryFn: getSessions });
  const headingId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accessKeys.sessions });

  const end = async (session: Session) => {
    const answer = await endSession(session.id);
    if (!answer.success) return toast(answer.message || t('access.sessions.endFailed'));
    toast(t('access.sessions.ended'));
    await refresh();
  };

  const endOthers = async () => {
    const answer = await endOtherSessions();
    if (!answer.success) return toast(answer.message || t('access.sessions.othersFailed'));
    toast(t('access.sessions.othersEnded', { count: answer.result?.sessionsEnded ?? 0 }));
    await refresh();
  };

  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        {t('access.sessions.title')}
      </h2>
      <p className="muted">{t('access.sessions.description')}</p>
      {sessions.data && (
        <div className="table-wrap">
          <table className="table" aria-label={t('access.sessions.title')}>
            <thead>
              <tr>
                <th scope="col">{t('access.sessions.device')}</th>
                <th scope="col">{t('access.sessions.address')}</th>
                <th scope="col">{t('access.sessions.started')}</th>
                <th scope="col">{t('access.lastUsed')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('access.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.map((session) => (
                <tr key={session.id}>
                  <td data-label={t('access.sessions.device')}>
                    {t('access.sessions.deviceOf', {
                      description: describe(session),
                      device: deviceName(session.device),
                    })}
                    {session.current && (
                      <span className="badge badge--info">{t('access.sessions.current')}</span>
                    )}
                  </td>
                  <td data-label={t('access.sessions.address')}>
                    {session.address ?? t('access.sessions.unknownAddress')}
                  </td>
                  <td data-label={t('access.sessions.started')}>{formatTime(session.createdAt)}</td>
                  <td data-label={t('access.lastUsed')}>{formatTime(session.lastUsedAt)}</td>
                  <td className="table__actions">
                    {!session.current && (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={
                          session.address
                            ? t('access.sessions.endLabel', {
                                session: describe(session),
                                address: session.address,
                              })
                            : t('access.sessions.endLabelUnknown', { session: describe(session) })
                        }
                        onClick={() => void end(session)}
                      >
                        {t('access.sessions.end')}
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
          {t('access.sessions.endOthers')}
        </Button>
      </div>
      {children}
    </section>
  );
}
