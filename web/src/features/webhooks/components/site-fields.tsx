// A forwarding's site at its analytics service: Matomo's site id and optional token, Plausible's
// site domain, Umami's website id. A stored Matomo token is never shown: its field starts empty
// and keeps the token unless a new one is typed.
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/field';
import type { ForwardingKind } from '../types';
import type { WebhookFormValues } from '../utils/webhook-form';
import { MAX_SITE_DOMAIN_LENGTH, MAX_TOKEN_LENGTH } from '../utils/webhook-schema';

/** Examples, the same in every language. */
const SITE_DOMAIN_EXAMPLE = 'example.com';
const WEBSITE_ID_EXAMPLE = '4fb7a8b4-2c1d-4e7a-9f3b-1a2b3c4d5e6f';

export function SiteFields({
  kind,
  form,
  storedToken = false,
}: {
  kind: ForwardingKind;
  form: UseFormReturn<WebhookFormValues>;
  /** Editing a Matomo forwarding that holds a token. */
  storedToken?: boolean;
}) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = form;
  const plain = { autoComplete: 'off', spellCheck: false } as const;
  switch (kind) {
    case 'matomo':
      return (
        <>
          <TextField
            label={t('webhooks.forwarding.siteId')}
            inputMode="numeric"
            placeholder="1"
            hint={t('webhooks.forwarding.siteIdHint')}
            error={errors.siteId?.message}
            {...plain}
            {...register('siteId')}
          />
          <TextField
            label={t('webhooks.forwarding.tokenAuth')}
            type="password"
            maxLength={MAX_TOKEN_LENGTH}
            hint={
              storedToken
                ? t('webhooks.forwarding.tokenAuthKept')
                : t('webhooks.forwarding.tokenAuthHint')
            }
            error={errors.tokenAuth?.message}
            {...plain}
            {...register('tokenAuth')}
          />
        </>
      );
    case 'plausible':
      return (
        <TextField
          label={t('webhooks.forwarding.siteDomain')}
          maxLength={MAX_SITE_DOMAIN_LENGTH}
          placeholder={SITE_DOMAIN_EXAMPLE}
          hint={t('webhooks.forwarding.siteDomainHint', { example: SITE_DOMAIN_EXAMPLE })}
          error={errors.siteDomain?.message}
          {...plain}
          {...register('siteDomain')}
        />
      );
    case 'umami':
      return (
        <TextField
          label={t('webhooks.forwarding.websiteId')}
          maxLength={36}
          placeholder={WEBSITE_ID_EXAMPLE}
          hint={t('webhooks.forwarding.websiteIdHint')}
          error={errors.websiteId?.message}
          {...plain}
          {...register('websiteId')}
        />
      );
  }
}
