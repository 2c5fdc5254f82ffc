// CreateLink: a destination and an optional custom slug. After creation the popup shows the
// new short URL with a copy button.
import { z } from 'zod';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { copyText } from '@/lib/clipboard';
import { shortUrl } from '@/lib/format';
import { destinationSchema, optionalSlugSchema, rules } from '@/lib/validation';
import { useZodForm } from '@/hooks/use-zod-form';
import { useCreateLink } from '../api/create-link';
import { DestinationField, PublicStatsField, SlugField } from './link-fields';
import type { Link } from '../types';

const schema = z.object({
  destination: destinationSchema,
  slug: optionalSlugSchema,
  publicStats: z.boolean(),
});

export interface CreateLinkData {
  domain?: string;
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    CreateLink: PopupEntry<CreateLinkData | undefined, Link>;
  }
}

export function CreateLinkPopup({ data, close }: PopupPropsOf<'CreateLink'>) {
  const create = useCreateLink();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(schema, { destination: '', slug: '', publicStats: false });

  const onSubmit = (values: z.infer<typeof schema>) => {
    create.mutate({
      destination: values.destination,
      ...(values.slug ? { slug: values.slug } : {}),
      ...(values.publicStats ? { publicStats: true } : {}),
    });
  };

  const created = create.data;
  if (created) {
    const url = shortUrl(data?.domain, created.slug);
    return (
      <PopupShell title="Link created" description="Your short link is ready.">
        <div className="stack">
          <TextField
            label="Short URL"
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="popup__actions">
            <Button
              onClick={async () => {
                toast((await copyText(url)) ? 'Short URL copied' : 'Could not copy the URL');
              }}
            >
              Copy short URL
            </Button>
            <Button variant="primary" onClick={() => close(created)}>
              Done
            </Button>
          </div>
        </div>
      </PopupShell>
    );
  }

  return (
    <PopupShell title="Create link" dismissOnOutsideClick={false}>
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        <DestinationField
          placeholder="https://example.com/a/long/page"
          error={errors.destination?.message}
          {...register('destination')}
        />
        <SlugField
          label="Custom slug"
          hint={rules.slug}
          error={errors.slug?.message}
          {...register('slug')}
        />
        <PublicStatsField {...register('publicStats')} />
        <FormMessage message={create.error?.message} />
        <div className="popup__actions">
          <Button onClick={() => close()}>Cancel</Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            Create
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default CreateLinkPopup;
