// EditLink: change the destination and/or slug. Only changed fields are sent; an unchanged
// slug is not re-validated (imported slugs stay editable, api.md §5.7).
import { z } from 'zod';
import type { PopupPropsOf } from '@/components/popup/popup-store';
import { PopupShell } from '@/components/popup/popup-shell';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { destinationSchema, slugSchema } from '@/lib/validation';
import { useZodForm } from '@/hooks/use-zod-form';
import { useEditLink } from '../api/edit-link';
import { DestinationField, PublicStatsField, SlugField } from './link-fields';
import type { Link } from '../types';

export interface EditLinkData {
  link: Link;
}

function makeSchema(currentSlug: string) {
  return z.object({
    destination: destinationSchema,
    slug: slugSchema((v) => v === currentSlug),
    publicStats: z.boolean(),
  });
}

declare module '@/components/popup/popup-store' {
  interface PopupRegistry {
    EditLink: PopupEntry<EditLinkData, Link>;
  }
}

export function EditLinkPopup({ data, close }: PopupPropsOf<'EditLink'>) {
  const { link } = data;
  const edit = useEditLink();
  const schema = makeSchema(link.slug);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(schema, {
    destination: link.destination,
    slug: link.slug,
    publicStats: link.publicStats ?? false,
  });

  const onSubmit = async (values: z.infer<typeof schema>) => {
    const changes = {
      id: link.id,
      ...(values.destination !== link.destination ? { destination: values.destination } : {}),
      ...(values.slug !== link.slug ? { slug: values.slug } : {}),
      ...(values.publicStats !== (link.publicStats ?? false)
        ? { publicStats: values.publicStats }
        : {}),
    };
    if (Object.keys(changes).length === 1) {
      close(link);
      return;
    }
    const updated = await edit.mutateAsync(changes).catch(() => null);
    if (updated) {
      toast('Link updated');
      close(updated);
    }
  };

  return (
    <PopupShell title="Edit link" dismissOnOutsideClick={false}>
      <form className="stack" noValidate onSubmit={handleSubmit(onSubmit)}>
        <DestinationField error={errors.destination?.message} {...register('destination')} />
        <SlugField
          label="Slug"
          hint="1–100 letters, digits, hyphens, underscores or dots, not starting with a dot."
          error={errors.slug?.message}
          {...register('slug')}
        />
        <PublicStatsField {...register('publicStats')} />
        <FormMessage message={edit.error?.message} />
        <div className="popup__actions">
          <Button onClick={() => close()}>Cancel</Button>
          <Button type="submit" variant="primary" busy={edit.isPending}>
            Save
          </Button>
        </div>
      </form>
    </PopupShell>
  );
}

export default EditLinkPopup;
