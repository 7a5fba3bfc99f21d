import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import type { LocationTree, Profile, ProfileItemType } from '@/lib/api/contract/account';
import { useApiErrorCause } from '@/lib/api/error-message';
// Synchronous: this lazily loaded form already carries the phone metadata for its phone input and rules.
import { formatPhone } from '@/lib/format/phone';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useAddProfileItem, type NewItem } from '../../api/add-profile-item';
import { useDeleteProfileItem } from '../../api/delete-profile-item';
import { useSetPreferredItem } from '../../api/set-preferred-item';
import { useUpdateProfile } from '../../api/update-profile';
import {
  addressDraftSchema,
  emailDraftSchema,
  fieldErrors,
  numberDraftSchema,
  personalInfoFormSchema,
  type PersonalInfoValues,
} from '../../model/account-schemas';
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
const personalOf = (p: Profile): PersonalInfoValues => ({
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
 * edits and new rows live here until saved, so a failed save loses nothing.
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
  const [personal, setPersonal] = useState(() => personalOf(profile));
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<Record<string, Record<string, string>>>({});
  const [dialog, setDialog] = useState<ProfileDialog | null>(null);
  const [working, setWorking] = useState(false);
  // A retry must see what is still unsaved, not what was unsaved when the first try started.
  const latest = useRef({ personal, drafts, saved: personalOf(profile) });
  latest.current.personal = personal;
  latest.current.drafts = drafts;

  const changeDrafts = (next: Drafts) => {
    latest.current.drafts = next;
    setDrafts(next);
  };

  const validate = (): boolean => {
    const found: Record<string, Record<string, string>> = { personal: fieldErrors(personalInfoFormSchema, personal) };
    if (drafts.email !== undefined) found.email = fieldErrors(emailDraftSchema, { value: drafts.email });
    if (drafts.contact_number !== undefined) {
      found.contact_number = fieldErrors(numberDraftSchema, { value: drafts.contact_number });
    }
    if (drafts.address) found.address = fieldErrors(addressDraftSchema, drafts.address);
    setErrors(found);
    return Object.values(found).every((e) => Object.keys(e).length === 0);
  };

  const run = async (work: () => Promise<void>, retry: () => void) => {
    setWorking(true);
    try {
      await work();
      setDialog({ kind: 'success' });
    } catch (caught) {
      // Try Again repeats the same calls; a timed-out one reuses its Idempotency-Key, so nothing is added twice.
      setDialog({ kind: 'error', onRetry: retry, cause: causeOf(caught) });
    } finally {
      setWorking(false);
    }
  };

  const save = (): void =>
    void run(async () => {
      const { personal: now, saved } = latest.current;
      if (JSON.stringify(now) !== JSON.stringify(saved)) {
        await update.mutateAsync({ ...now, birthday: now.birthday || null });
        latest.current.saved = now;
      }
      for (const type of types) {
        const draft = latest.current.drafts[type];
        if (draft === undefined) continue;
        const item: NewItem =
          type === 'address'
            ? { type, address: draft as NonNullable<Drafts['address']> }
            : { type, value: draft as string };
        await add.mutateAsync(item);
        changeDrafts(removeDraft(latest.current.drafts, type));
      }
    }, save);

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
    if (type === 'address') {
      return drafts.address ? (
        <AddressDraftForm
          value={drafts.address}
          onChange={(address) => changeDrafts({ ...latest.current.drafts, address })}
          onRemove={() => changeDrafts(removeDraft(drafts, 'address'))}
          errors={errors.address ?? {}}
          locations={locations}
        />
      ) : null;
    }
    const value = drafts[type];
    return value === undefined ? null : (
      <ContactDraftField
        type={type}
        value={value}
        onChange={(v) => changeDrafts({ ...latest.current.drafts, [type]: v })}
        onRemove={() => changeDrafts(removeDraft(drafts, type))}
        error={errors[type]?.value}
      />
    );
  };

  const nameMissing = !personal.firstname.trim() || !personal.lastname.trim();
  // Save is disabled while a name is empty, so the name messages show as soon as one is emptied.
  const live = fieldErrors(personalInfoFormSchema, personal);
  const personalErrors = { ...errors.personal, firstname: live.firstname ?? '', lastname: live.lastname ?? '' };
  const busy = working || prefer.isPending;
  return (
    <>
      <PersonalInfoSection value={personal} errors={personalErrors} onChange={setPersonal} />
      <Section aria-labelledby="contact-heading">
        <SectionTitle id="contact-heading">{t('profile.contact.heading')}</SectionTitle>
        {types.map((type) => (
          <ItemsBlock
            key={type}
            type={type}
            rows={rows(type)}
            draft={draftEditor(type)}
            onAdd={() => changeDrafts(addDraft(drafts, type, manifest.country))}
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
        <Button
          isDisabled={nameMissing}
          onPress={() => (validate() ? setDialog({ kind: 'confirmSubmit', onConfirm: save }) : undefined)}
        >
          {t('profile.save')}
        </Button>
      </Footer>
      <ProfileDialogs dialog={dialog} isWorking={working} onClose={() => setDialog(null)} />
    </>
  );
}
