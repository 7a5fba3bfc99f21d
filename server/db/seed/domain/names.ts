import type { SeedCountry } from './context';

/**
 * Realistic name pools per country. A few are deliberately long so the UI's
 * ellipsis truncation gets exercised.
 */
export const doctorNames: Record<SeedCountry, string[]> = {
  singapore: [
    'Tan Wei Ming', 'Lim Hui Ling', 'Muhammad Hafiz bin Abdullah', 'Rajesh Kumar Subramaniam', 'Nur Aisyah binte Ismail',
    'Ong Kah Seng', 'Priya Ramasamy', 'Goh Siew Ling', 'Chua Boon Keat', 'Koh Jia Hui', 'Siti Nurhaliza binte Osman',
    'Arun Prakash Nair', 'Teo Chee Wah', 'Ng Mei Xuan', 'Wong Jun Jie Benjamin', 'Lee Pei Shan', 'Yeo Kian Hong',
    'Farah Diyana binte Rahmat', 'Loh Wen Hao', 'Kavitha Selvaraj', 'Ho Li Ting Rachel',
    'Muhammad Firdaus Iskandar bin Abdul Rahman Shah', 'Anantharaman Venkatasubramanian Krishnamoorthy', 'Chong Yi Xuan',
    'Seah Zhi Wei', 'Tay Hui Min Charlotte', 'Pang Wai Keong', 'Deborah Fernandez',
  ],
  malaysia: [
    'Ahmad Faizal bin Mohd Yusof', 'Nurul Izzah binti Hassan', 'Wong Chee Keong', 'Lee Siew Mei', 'Rajendran a/l Muthusamy',
    'Kavitha a/p Subramaniam', 'Tan Boon Huat', 'Siti Aminah binti Abdul Razak', 'Lim Kok Wai', 'Chan Mei Ling',
    'Mohd Hafizuddin bin Kamarudin', 'Ng Soo Kheng', 'Farhana binti Zainal Abidin', 'Goh Eng Seng', 'Devi a/p Krishnan',
    'Yap Chun Hong', 'Azlina binti Jaafar', 'Teh Wei Loon', 'Loo Pei Wen', 'Harjit Singh a/l Gurbachan Singh',
    'Tengku Muhammad Iskandar Zulkarnain bin Tengku Abdul Aziz', 'Ooi Beng Chuan', 'Nor Azizah binti Mahmud',
    'Cheah Kah Mun', 'Suresh a/l Balakrishnan', 'Khoo Li Ying', 'Zulkifli bin Othman', 'Foo Shu Ting',
  ],
  indonesia: [
    'Budi Santoso', 'Siti Rahmawati', 'Andi Wijaya', 'Dewi Lestari', 'Agus Setiawan', 'Rina Kusumawati', 'Hendra Gunawan',
    'Maya Anggraini', 'Bambang Prasetyo', 'Fitri Handayani', 'Yudi Hartono', 'Lina Marlina', 'Rudi Hermawan',
    'Ayu Puspitasari', 'Dimas Saputra', 'Indah Permatasari', 'Taufik Hidayat', 'Novi Susanti', 'Wahyu Nugroho',
    'Ratna Sari Dewi', 'Raden Mas Ario Bimo Wicaksono Hadiningrat', 'I Gusti Ngurah Putu Adi Mahendra Wirawan',
    'Yohanes Kristianto', 'Melati Kartika', 'Fajar Ramadhan', 'Sri Wahyuni', 'Teguh Prakoso', 'Kartika Chandra',
  ],
  'hong kong': [
    'Chan Tai Man', 'Wong Ka Yan', 'Cheung Siu Ming', 'Lau Wing Sze', 'Ho Chi Keung Raymond', 'Leung Mei Kuen',
    'Lam Kwok Wai', 'Yip Hoi Ying Karen', 'Tsang Chun Kit', 'Ng Wai Man', 'Kwok Sze Wing', 'Li Ka Lok Jason',
    'Mak Yuk Ling', 'Fung Tsz Hin', 'Tang Hiu Tung', 'Chow Man Kit', 'Poon Wing Yee', 'Siu Kin Wah', 'Yeung Pui Shan',
    'Choi Ho Yin', 'Chiu Wai Kwan Alexander Christopher', 'Au-Yeung Cheuk Hei Nathaniel Bartholomew', 'Law Sin Yi',
    'Kwan Tsz Ching', 'Tam Chi Fung', 'Lo Hoi Lam', 'Hui Ka Ming', 'Pang Yan Ting',
  ],
};

/** Patients without a portal account, used for extra worklist rows. */
export const patientNames: Record<SeedCountry, Array<[string, 'Male' | 'Female']>> = {
  singapore: [['Lim Ah Kow', 'Male'], ['Sarah Tan', 'Female'], ['Ravi Chandran', 'Male'], ['Nurul Huda', 'Female'], ['Jason Ong', 'Male'], ['Michelle Koh', 'Female']],
  malaysia: [['Azman bin Ali', 'Male'], ['Chong Mei Yee', 'Female'], ['Ganesh a/l Rajan', 'Male'], ['Aishah binti Omar', 'Female'], ['Kenny Lau', 'Male'], ['Jessica Teoh', 'Female']],
  indonesia: [['Joko Susilo', 'Male'], ['Putri Ayuningtyas', 'Female'], ['Rizky Pratama', 'Male'], ['Nadia Safitri', 'Female'], ['Eko Purnomo', 'Male'], ['Wulan Sari', 'Female']],
  'hong kong': [['Chan Siu Ming', 'Male'], ['Wong Mei Ling', 'Female'], ['Lee Chi Wai', 'Male'], ['Cheung Hoi Yan', 'Female'], ['Ng Ka Chun', 'Male'], ['Lau Sze Man', 'Female']],
};

export const languagesBy: Record<SeedCountry, string[]> = {
  singapore: ['English', 'Mandarin', 'Malay', 'Tamil', 'Cantonese', 'Hokkien'],
  malaysia: ['English', 'Bahasa Malaysia', 'Mandarin', 'Tamil', 'Cantonese', 'Hokkien'],
  indonesia: ['Bahasa Indonesia', 'English', 'Javanese', 'Mandarin', 'Sundanese'],
  'hong kong': ['Cantonese', 'English', 'Mandarin'],
};

export const qualificationsBy: Record<SeedCountry, string[]> = {
  singapore: ['MBBS (Singapore)', 'MMed (Singapore)', 'MRCP (UK)', 'FRCS (Edinburgh)', 'FAMS', 'MCI (NUS)'],
  malaysia: ['MBBS (Malaya)', 'MD (UKM)', 'MMed (USM)', 'MRCP (UK)', 'FRCS (Glasgow)', 'AM (Mal)'],
  indonesia: ['Dokter (Universitas Indonesia)', 'Spesialis (Universitas Gadjah Mada)', 'Spesialis (Universitas Airlangga)', 'M.Kes (Universitas Padjadjaran)', 'FINASIM', 'Ph.D. (Universitas Indonesia)'],
  'hong kong': ['MBBS (HK)', 'MBChB (CUHK)', 'MRCP (UK)', 'FHKCP', 'FHKAM (Medicine)', 'FRCS (Edin)'],
};

/** Approximate purchasing-power multipliers from an SGD base price. */
export const priceFactorBy: Record<string, { factor: number; step: number }> = {
  SGD: { factor: 1, step: 10 },
  MYR: { factor: 3.2, step: 10 },
  IDR: { factor: 11_000, step: 5_000 },
  HKD: { factor: 5.8, step: 50 },
};

export function localPrice(baseSgd: number, currencyCode: string): string {
  const { factor, step } = priceFactorBy[currencyCode] ?? { factor: 1, step: 1 };
  return (Math.round((baseSgd * factor) / step) * step).toFixed(2);
}
