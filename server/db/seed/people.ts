import type { Country } from '../../../src/lib/tenant/countries';

/** [firstName, lastName, gender]: realistic names per country, 14 per list so two tenants of one country differ. */
type Person = readonly [string, string, 'Male' | 'Female'];

export const peopleByCountry: Record<Country, readonly Person[]> = {
  singapore: [
    ['Wei Ling', 'Tan', 'Female'],
    ['Arjun', 'Pillai', 'Male'],
    ['Hui Min', 'Lim', 'Female'],
    ['Jun Jie', 'Ong', 'Male'],
    ['Siti Nurhaliza', 'Rahman', 'Female'],
    ['Kelvin', 'Goh', 'Male'],
    ['Priya', 'Nair', 'Female'],
    ['Mei Xin', 'Chua', 'Female'],
    ['Darren', 'Teo', 'Male'],
    ['Farah', 'Ismail', 'Female'],
    ['Zhi Hao', 'Koh', 'Male'],
    ['Kavitha', 'Subramaniam', 'Female'],
    ['Marcus', 'Yeo', 'Male'],
    ['Shu Fen', 'Ng', 'Female'],
  ],
  malaysia: [
    ['Nur Aisyah', 'Ahmad', 'Female'],
    ['Muhammad Hafiz', 'Razak', 'Male'],
    ['Mei Ling', 'Wong', 'Female'],
    ['Kumar', 'Raj', 'Male'],
    ['Siew Lan', 'Chong', 'Female'],
    ['Amirul', 'Hakim', 'Male'],
    ['Lakshmi', 'Devi', 'Female'],
    ['Azlan', 'Yusof', 'Male'],
    ['Pei Shan', 'Lau', 'Female'],
    ['Hafizah', 'Osman', 'Female'],
    ['Wei Jie', 'Tan', 'Male'],
    ['Ramesh', 'Krishnan', 'Male'],
    ['Zulaikha', 'Mohd Noor', 'Female'],
    ['Chee Keong', 'Lee', 'Male'],
  ],
  indonesia: [
    ['Siti', 'Rahayu', 'Female'],
    ['Budi', 'Santoso', 'Male'],
    ['Dewi', 'Lestari', 'Female'],
    ['Agus', 'Wijaya', 'Male'],
    ['Rina', 'Kusuma', 'Female'],
    ['Hendra', 'Gunawan', 'Male'],
    ['Putri', 'Anggraini', 'Female'],
    ['Eko', 'Prasetyo', 'Male'],
    ['Intan', 'Permata', 'Female'],
    ['Yusuf', 'Hidayat', 'Male'],
    ['Ayu', 'Wulandari', 'Female'],
    ['Rudi', 'Hartono', 'Male'],
    ['Nadia', 'Saputri', 'Female'],
    ['Fajar', 'Nugroho', 'Male'],
  ],
  'hong kong': [
    ['Tai Man', 'Chan', 'Male'],
    ['Ka Yan', 'Wong', 'Female'],
    ['Chi Wai', 'Lee', 'Male'],
    ['Mei Ling', 'Cheung', 'Female'],
    ['Siu Fung', 'Ho', 'Male'],
    ['Wing Sze', 'Lau', 'Female'],
    ['Kwok Keung', 'Leung', 'Male'],
    ['Hoi Yan', 'Yip', 'Female'],
    ['Chun Kit', 'Ng', 'Male'],
    ['Suet Ying', 'Tsang', 'Female'],
    ['Ho Yin', 'Kwok', 'Male'],
    ['Pui Man', 'Mak', 'Female'],
    ['Wai Lun', 'Fung', 'Male'],
    ['Yuk Lan', 'Tam', 'Female'],
  ],
};

/** Valid mobile prefixes (libphonenumber accepts them) and subscriber lengths. */
const mobilePlan: Record<Country, [prefix: string, digits: number]> = {
  singapore: ['+659', 7],
  malaysia: ['+6012', 7],
  indonesia: ['+62812', 8],
  'hong kong': ['+8529', 7],
};

/** The n-th demo user's mobile (E.164): deterministic, and different for every user. */
export function demoMobile(country: Country, ordinal: number): string {
  const [prefix, length] = mobilePlan[country];
  const subscriber = String(1_000_000 + ((ordinal * 7919) % 9_000_000))
    .padStart(length, '0')
    .slice(-length);
  return prefix + subscriber;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The n-th demo user's birth date (yyyy-MM-dd): adults born 1962–1996, spread over the year. */
export function demoBirthday(ordinal: number): string {
  return `${1962 + ((ordinal * 7) % 35)}-${pad2(1 + ((ordinal * 5) % 12))}-${pad2(1 + ((ordinal * 11) % 28))}`;
}
