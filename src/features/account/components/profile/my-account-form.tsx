import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import type { LocationTree, Profile, ProfileItemType } from '@/lib/api/contract/account';
import { useApiErrorCause, useRefusalMessage } from '@/lib/api/error-message';
import { useZodForm } from '@/lib/forms/use-zod-form';
// Synchronous: this lazily loaded form already carries the phone metadata for its phone input and rules.
import { formatPhone } from '@/lib/format/phone';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useAddProfileItem, type NewItem } from '../../api/add-profile-item';
import { useDeleteProfileItem } from '../../api/delete-profile-item';
import { useSetPreferredItem } from '../../api/set-preferred-item';
import { useUpdateProfile } from '../../api/update-profile';
import { myAccountFormSchema, type MyAccountValues, type PersonalInfoValues } from '../../model/account-schemas';
import { addressLabel } from '../../model/address-label';
import { addDraft, preferredFirst, removeDraft, type Drafts } from '../../model/profile-drafts';
import { Section, SectionTitle } from './account-layout';
import { AddressDraftForm } from './address-draft-form';
import { ContactDraftField } from './contact-draft-field';
import { ItemsBlock } from './items-block';
import { ProfileDialogs, type ProfileDialog } from './profile-dialogs';
import { PersonalInfoSection } from './personal-info-section';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const types: ProfileItemType[] = ['email', 'contact_number', 'address'];
// The personal fields alone, in a fixed order: what was saved is compared with what is shown.
const personalOf = (p: PersonalInfoValues): PersonalInfoValues => ({
  firstname: p.firstname,
  lastname: p.lastname,
  gender: p.gender,
  birthday: p.birthday,
});

/** Props: the loaded profile and the location tree for addresses. */
export interface MyAccountFormProps {
  profile: Profile;
  locations: LocationTree;
}

/**
 * My Account's editing state. Saved items come from the server (locked);
 * edits and new rows live in the form until saved, so a failed save loses nothing.
 */
export function MyAccountForm({ profile, locations }: MyAccountFormProps) {
  const { t } = useTranslation('account');
  const { manifest } = useTenant();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const add = useAddProfileItem();
  const remove = useDeleteProfileItem();
  const prefer = useSetPreferredItem();
  const causeOf = useApiErrorCause();
  const refusalOf = useRefusalMessage();
  const form = useZodForm<MyAccountValues>(myAccountFormSchema, {
    defaultValues: { ...personalOf(profile), drafts: {} },
    // Messages come with Save and stay until the next one (the names excepted: see PersonalInfoSection).
    reValidateMode: 'onSubmit',
  });
  const drafts = useWatch({ control: form.control, name: 'drafts' });
  const [firstname, lastname] = useWatch({ control: form.control, name: ['firstname', 'lastname'] });
  const [dialog, setDialog] = useState<ProfileDialog | null>(null);
  const [working, setWorking] = useState(false);
  // A retry must see what is still unsaved, not what was unsaved when the first try started.
  // getValues() reads the form as it is now, and a saved draft leaves it; what the server
  // already has of the personal fields is remembered here.
  const latest = useRef({ saved: personalOf(profile) });

  // Drafts are added and dropped through the model, which keeps to one per type.
  const changeDrafts = (change: (pending: Drafts) => Drafts) =>
    form.setValue('drafts', change(form.getValues('drafts')));

  const run = async (work: () => Promise<void>, retry: () => void) => {
    setWorking(true);
    try {
      await work();
      setDialog({ kind: 'success' });
    } catch (caught) {
      // Try Again repeats the same calls; a timed-out one reuses its Idempotency-Key, so nothing is added twice.
      // A coded refusal would only be refused again: it says what to change instead.
      const refused = refusalOf(caught);
      setDialog(
        refused ? { kind: 'refused', message: refused } : { kind: 'error', onRetry: retry, cause: causeOf(caught) },
      );
    } finally {
      setWorking(false);
    }
  };

  const save = (): void =>
    void run(async () => {
      const now = personalOf(form.getValues());
      if (JSON.stringify(now) !== JSON.stringify(latest.current.saved)) {
        await update.mutateAsync({ ...now, birthday: now.birthday || null });
        latest.current.saved = now;
      }
      for (const type of types) {
        const draft = form.getValues('drafts')[type];
        if (draft === undefined) continue;
        const item: NewItem =
          type === 'address'
            ? { type, address: draft as NonNullable<Drafts['address']> }
            : { type, value: draft as string };
        await add.mutateAsync(item);
        changeDrafts((pending) => removeDraft(pending, type));
      }
    }, save);

  const askSave = form.handleSubmit(() => setDialog({ kind: 'confirmSubmit', onConfirm: save }));

  const askDelete = (type: ProfileItemType, id: string) => {
    const confirm = (): void => void run(() => remove.mutateAsync({ type, id }).then(() => undefined), confirm);
    setDialog({ kind: 'delete', onConfirm: confirm });
  };

  const makePreferred = (type: ProfileItemType, id: string) => {
    const attempt = (): void => {
      setDialog(null);
      prefer.mutate({ type, id }, { onError: () => setDialog({ kind: 'error', onRetry: attempt }) });
    };
    attempt();
  };

  const countryName = (country: string) => t(`countries.${country}`, { defaultValue: country });
  const rows = (type: ProfileItemType) =>
    type === 'address'
      ? preferredFirst(profile.address).map((a) => ({
          id: a.id,
          label: addressLabel(a, countryName),
          preferred: a.preferred === 'true',
        }))
      : preferredFirst(profile[type]).map((i) => ({
          id: i.id,
          label: type === 'contact_number' ? formatPhone(i.value, manifest.phoneRegion) : i.value,
          preferred: i.preferred === 'true',
        }));

  const draftEditor = (type: ProfileItemType) => {
    if (drafts[type] === undefined) return null;
    const onRemove = () => {
      changeDrafts((pending) => removeDraft(pending, type));
      // The row's message leaves with it; a row added again later starts clean.
      form.clearErrors(`drafts.${type}`);
    };
    return type === 'address' ? (
      <AddressDraftForm form={form} onRemove={onRemove} locations={locations} />
    ) : (
      <ContactDraftField form={form} type={type} onRemove={onRemove} />
    );
  };

  const nameMissing = !firstname.trim() || !lastname.trim();
  const busy = working || prefer.isPending;
  return (
    <>
      <PersonalInfoSection form={form} />
      <Section aria-labelledby="contact-heading">
        <SectionTitle id="contact-heading">{t('profile.contact.heading')}</SectionTitle>
        {types.map((type) => (
          <ItemsBlock
            key={type}
            type={type}
            rows={rows(type)}
            draft={draftEditor(type)}
            onAdd={() => changeDrafts((pending) => addDraft(pending, type, manifest.country))}
            onSetPreferred={(id) => makePreferred(type, id)}
            onDelete={(id) => askDelete(type, id)}
            isBusy={busy}
          />
        ))}
      </Section>
      <Footer>
        <Button variant="secondary" onPress={() => void navigate(-1)}>
          {t('profile.back')}
        </Button>
        <Button isDisabled={nameMissing} onPress={() => void askSave()}>
          {t('profile.save')}
        </Button>
      </Footer>
      <ProfileDialogs dialog={dialog} isWorking={working} onClose={() => setDialog(null)} />
    </>
  );
}
