// RemoveDomain: removes a domain after an explicit choice for its links — move them to another
// domain or delete them. A refusal (a slug taken on the target, links added meanwhile, the
// default domain) shows the server's message and changes nothing.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormMessage, SelectField } from '@/components/ui/field';
import { useZodForm } from '@/hooks/use-zod-form';
import { i18n } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useDomains } from '@/lib/domains/get-domains';
import { domainChoiceLabel, domainName } from '@/lib/domains/names';
import { formatNumber } from '@/lib/format';
import { useRemoveDomain } from '../api/remove-domain';
import type { Domain, RemoveLinks } from '../types';

const schema = z
  .object({ links: z.enum(['move', 'delete']), to: z.string() })
  .refine((v) => v.links !== 'move' || v.to !== '', {
    path: ['to'],
    error: () => i18n.t('domains.validation.target'),
  });

type Values = z.infer<typeof schema>;

const LINK_CHOICES = ['move', 'delete'] as const;

export interface RemoveDomainData {
  domain: Domain;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    RemoveDomain: PopupEntry<RemoveDomainData, boolean>;
  }
}

/**
 * What a refusal tells of the domain's links: their count when the 409 names it
 * (`details.links`), null when it only says there are some, undefined when it says nothing.
 */
function linksInRefusal(error: unknown): number | null | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const links = error.details?.links;
  return typeof links === 'number' ? links : null;
}

const linksLegend = (links: number | null) =>
  links === null
    ? i18n.t('domains.remove.someLinks')
    : i18n.t('domains.remove.links', { count: links, number: formatNumber(links) });

export function RemoveDomainPopup({ data, close }: PopupPropsOf<'RemoveDomain'>) {
  const { t } = useTranslation();
  const name = domainName(data.domain);
  const domains = useDomains();
  return (
    <PopupShell
      title={t('domains.remove.title', { name })}
      description={t('domains.remove.description', { name })}
      dismissOnOutsideClick={false}
    >
      {domains.data ? (
        <RemoveDomainForm domain={data.domain} domains={domains.data} close={close} />
      ) : domains.error ? (
        <FormMessage message={t('domains.remove.loadFailed', { message: domains.error.message })} />
      ) : (
        <p role="status">{t('domains.remove.loading')}</p>
      )}
    </PopupShell>
  );
}

function RemoveDomainForm({
  domain,
  domains,
  close,
}: {
  domain: Domain;
  domains: Domain[];
  close: (removed?: boolean) => void;
}) {
  const { t } = useTranslation();
  const name = domainName(domain);
  const remove = useRemoveDomain();
  const targets = domains.filter((d) => d.id !== domain.id);
  // The list may be older than the domain's links: a refusal replaces the count (null: some,
  // how many unknown).
  const [links, setLinks] = useState<number | null>(domain.links ?? null);
  const [message, setMessage] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(schema, { links: 'move', to: targets.find((d) => d.isDefault)?.id ?? '' });
  const choice = useWatch({ control, name: 'links' });

  const onSubmit = async (values: Values) => {
    setMessage(null);
    const what: RemoveLinks =
      links === 0
        ? { links: 'none' }
        : values.links === 'move'
          ? { links: 'move', to: values.to }
          : { links: 'delete' };
    try {
      await remove.mutateAsync({ id: domain.id, links: what });
    } catch (error) {
      const counted = linksInRefusal(error);
      // Links came meanwhile, or another refusal (a slug taken on the target) with links known.
      if (counted !== undefined && (counted !== null || links === 0)) setLinks(counted);
      setMessage(error instanceof Error ? error.message : String(error));
      return;
    }
    toast(t('domains.remove.removed', { name }));
    close(true);
  };

  return (
    <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
      {links === 0 ? (
        <p>{t('domains.remove.noLinks')}</p>
      ) : (
        <>
          <Controller
            control={control}
            name="links"
            render={({ field }) => (
              <ChoiceGroup
                legend={linksLegend(links)}
                name={field.name}
                options={LINK_CHOICES.map((value) => ({
                  value,
                  label: t(`domains.remove.${value}.label`),
                  hint: t(`domains.remove.${value}.hint`),
                }))}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          {choice === 'move' && (
            <SelectField
              label={t('domains.remove.target')}
              options={targets.map((d) => ({
                value: d.id,
                label: domainChoiceLabel(d),
              }))}
              error={errors.to?.message}
              {...register('to')}
            />
          )}
        </>
      )}
      <FormMessage message={message} />
      <div className="popup__actions">
        <Button onClick={() => close(false)}>{t('common.actions.cancel')}</Button>
        <Button type="submit" variant="danger" busy={remove.isPending}>
          {t('domains.remove.submit')}
        </Button>
      </div>
    </form>
  );
}

export default RemoveDomainPopup;
