/**
 * react-aria's built-in words (calendar cells, date segments, dismiss) for the
 * markets its 34 languages leave out: Malay and Indonesian would otherwise be
 * read "Today, 26 November 2026 selected" in English. The Vite plugin in
 * scripts/lib/react-aria-strings-plugin.ts adds these tables to react-aria's
 * own, per package, under the Intl locales the portal uses (ms-MY, id-ID).
 */
type Args = Record<string, string | number | boolean>;
type Strings = Record<string, string | ((args: Args) => string)>;

const calendar: Record<string, Strings> = {
  'ms-MY': {
    previous: 'Sebelumnya',
    next: 'Seterusnya',
    selectedDateDescription: (a) => `Tarikh dipilih: ${a.date}`,
    selectedRangeDescription: (a) => `Julat dipilih: ${a.dateRange}`,
    todayDate: (a) => `Hari ini, ${a.date}`,
    todayDateSelected: (a) => `Hari ini, ${a.date} dipilih`,
    dateSelected: (a) => `${a.date} dipilih`,
    startRangeSelectionPrompt: 'Klik untuk mula memilih julat tarikh',
    finishRangeSelectionPrompt: 'Klik untuk selesai memilih julat tarikh',
    minimumDate: 'Tarikh terawal tersedia',
    maximumDate: 'Tarikh terakhir tersedia',
    dateRange: (a) => `${a.startDate} hingga ${a.endDate}`,
  },
  'id-ID': {
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    selectedDateDescription: (a) => `Tanggal dipilih: ${a.date}`,
    selectedRangeDescription: (a) => `Rentang dipilih: ${a.dateRange}`,
    todayDate: (a) => `Hari ini, ${a.date}`,
    todayDateSelected: (a) => `Hari ini, ${a.date} dipilih`,
    dateSelected: (a) => `${a.date} dipilih`,
    startRangeSelectionPrompt: 'Klik untuk mulai memilih rentang tanggal',
    finishRangeSelectionPrompt: 'Klik untuk selesai memilih rentang tanggal',
    minimumDate: 'Tanggal paling awal yang tersedia',
    maximumDate: 'Tanggal paling akhir yang tersedia',
    dateRange: (a) => `${a.startDate} sampai ${a.endDate}`,
  },
};

const datepicker: Record<string, Strings> = {
  'ms-MY': {
    era: 'era',
    year: 'tahun',
    month: 'bulan',
    day: 'hari',
    hour: 'jam',
    minute: 'minit',
    second: 'saat',
    dayPeriod: 'PG/PTG',
    calendar: 'Kalendar',
    startDate: 'Tarikh Mula',
    endDate: 'Tarikh Akhir',
    weekday: 'hari dalam minggu',
    timeZoneName: 'zon waktu',
    selectedDateDescription: (a) => `Tarikh dipilih: ${a.date}`,
    selectedRangeDescription: (a) => `Julat dipilih: ${a.startDate} hingga ${a.endDate}`,
    selectedTimeDescription: (a) => `Masa dipilih: ${a.time}`,
  },
  'id-ID': {
    era: 'era',
    year: 'tahun',
    month: 'bulan',
    day: 'hari',
    hour: 'jam',
    minute: 'menit',
    second: 'detik',
    dayPeriod: 'AM/PM',
    calendar: 'Kalender',
    startDate: 'Tanggal Mulai',
    endDate: 'Tanggal Selesai',
    weekday: 'hari dalam seminggu',
    timeZoneName: 'zona waktu',
    selectedDateDescription: (a) => `Tanggal dipilih: ${a.date}`,
    selectedRangeDescription: (a) => `Rentang dipilih: ${a.startDate} sampai ${a.endDate}`,
    selectedTimeDescription: (a) => `Waktu dipilih: ${a.time}`,
  },
};

/** Combo boxes (e.g. nationality): the toggle, the list and what a screen reader is told. */
function comboboxStrings(w: {
  option: string;
  selected: string;
  available: string;
  entered: string;
  show: string;
  list: string;
}): Strings {
  return {
    focusAnnouncement: (a) =>
      `${a.isGroupChange ? `${w.entered} ${String(a.groupTitle)}, ${String(a.groupCount)} ${w.option}. ` : ''}${String(a.optionText)}${a.isSelected ? `, ${w.selected}` : ''}`,
    countAnnouncement: (a) => `${String(a.optionCount)} ${w.option} ${w.available}.`,
    selectedAnnouncement: (a) => `${String(a.optionText)}, ${w.selected}`,
    buttonLabel: w.show,
    listboxLabel: w.list,
  };
}

const combobox: Record<string, Strings> = {
  'ms-MY': comboboxStrings({
    option: 'pilihan',
    selected: 'dipilih',
    available: 'tersedia',
    entered: 'Memasuki kumpulan',
    show: 'Tunjukkan cadangan',
    list: 'Cadangan',
  }),
  'id-ID': comboboxStrings({
    option: 'opsi',
    selected: 'dipilih',
    available: 'tersedia',
    entered: 'Masuk ke grup',
    show: 'Tampilkan saran',
    list: 'Saran',
  }),
};

const overlays: Record<string, Strings> = {
  'ms-MY': { dismiss: 'Tutup' },
  'id-ID': { dismiss: 'Tutup' },
};

/** Extra tables by react-aria package folder (react-aria/dist/private/<package>/intlStrings.mjs). */
export const reactAriaStrings: Record<string, Record<string, Strings>> = { calendar, combobox, datepicker, overlays };
