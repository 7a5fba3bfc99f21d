import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const genderKeys: Readonly<Record<string, string>> = { male: 'gender.male', female: 'gender.female' };

/** Words a stored gender ('Male' / 'Female', any case) in the UI language; anything else shows as stored. */
export function useGenderLabel(): (gender: string) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (gender: string) => {
      const key = genderKeys[gender.trim().toLowerCase()];
      return key ? t(key) : gender;
    },
    [t],
  );
}
