import type { Country } from '../../../src/lib/tenant/countries';

/** [firstName, lastName, gender]: realistic names per country, 14 per list so two tenants of one country differ. */
type Person = readonly [string, string, 'Male' | 'Female'];

export const peopleByCountry: Record<Country, readonly Person[]> = {
  singapore: [
    ['Wei Ling', 'Tan', 'Female'], ['Arjun', 'Pillai', 'Male'], ['Hui Min', 'Lim', 'Female'], ['Jun Jie', 'Ong', 'Male'],
    ['Siti Nurhaliza', 'Rahman', 'Female'], ['Kelvin', 'Goh', 'Male'], ['Priya', 'Nair', 'Female'],
    ['Mei Xin', 'Chua', 'Female'], ['Darren', 'Teo', 'Male'], ['Farah', 'Ismail', 'Female'], ['Zhi Hao', 'Koh', 'Male'],
    ['Kavitha', 'Subramaniam', 'Female'], ['Marcus', 'Yeo', 'Male'], ['Shu Fen', 'Ng', 'Female'],
  ],
  malaysia: [
    ['Nur Aisyah', 'Ahmad', 'Female'], ['Muhammad Hafiz', 'Razak', 'Male'], ['Mei Ling', 'Wong', 'Female'],
    ['Kumar', 'Raj', 'Male'], ['Siew Lan', 'Chong', 'Female'], ['Amirul', 'Hakim', 'Male'], ['Lakshmi', 'Devi', 'Female'],
    ['Azlan', 'Yusof', 'Male'], ['Pei Shan', 'Lau', 'Female'], ['Hafizah', 'Osman', 'Female'], ['Wei Jie', 'Tan', 'Male'],
    ['Ramesh', 'Krishnan', 'Male'], ['Zulaikha', 'Mohd Noor', 'Female'], ['Chee Keong', 'Lee', 'Male'],
  ],
  indonesia: [
    ['Siti', 'Rahayu', 'Female'], ['Budi', 'Santoso', 'Male'], ['Dewi', 'Lestari', 'Female'], ['Agus', 'Wijaya', 'Male'],
    ['Rina', 'Kusuma', 'Female'], ['Hendra', 'Gunawan', 'Male'], ['Putri', 'Anggraini', 'Female'], ['Eko', 'Prasetyo', 'Male'],
    ['Intan', 'Permata', 'Female'], ['Yusuf', 'Hidayat', 'Male'], ['Ayu', 'Wulandari', 'Female'], ['Rudi', 'Hartono', 'Male'],
    ['Nadia', 'Saputri', 'Female'], ['Fajar', 'Nugroho', 'Male'],
  ],
  'hong kong': [
    ['Tai Man', 'Chan', 'Male'], ['Ka Yan', 'Wong', 'Female'], ['Chi Wai', 'Lee', 'Male'], ['Mei Ling', 'Cheung', 'Female'],
    ['Siu Fung', 'Ho', 'Male'], ['Wing Sze', 'Lau', 'Female'], ['Kwok Keung', 'Leung', 'Male'], ['Hoi Yan', 'Yip', 'Female'],
    ['Chun Kit', 'Ng', 'Male'], ['Suet Ying', 'Tsang', 'Female'], ['Ho Yin', 'Kwok', 'Male'], ['Pui Man', 'Mak', 'Female'],
    ['Wai Lun', 'Fung', 'Male'], ['Yuk Lan', 'Tam', 'Female'],
  ],
};
