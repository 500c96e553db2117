import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../i18n';

// The words of the shared import dialog and Export CSV button (issue 32 item 5): a catalogue of
// their own, registered with the lazy screens that show them, so the landing page's first load
// does not carry them.

const en = {
  exportCsv: 'Export CSV',
  exportFailed: 'The CSV file could not be made. Please try again.',
  importFailed: 'The file could not be imported. Please try again.',
  import: 'Import',
  importTitle: 'Import {{list}} from a spreadsheet',
  file: 'CSV or Excel file',
  fileHint:
    'A CSV file (UTF-8) or an Excel workbook (.xlsx, its first sheet). Its first line names the columns.',
  drop: 'Drop a CSV or .xlsx file here, or choose it above.',
  checking: 'Reading and checking the file...',
  saving: 'Saving {{count}} rows...',
  columns: 'Columns and the fields they fill',
  column: 'Column',
  sample: 'First row',
  field: 'Field',
  columnField: 'Field for column {{column}}',
  notImported: 'Not imported',
  summary: '{{rows}} rows: {{valid}} ready to add, {{refused}} refused.',
  problems: 'Rows that will be refused',
  line: 'Line',
  reason: 'Reason',
  noProblems: 'Every row is ready to add.',
  confirm: 'Add {{count}} rows',
  result: '{{added}} added, {{refused}} refused',
  downloadRefused: 'Download the refused rows',
  another: 'Import another file',
};

const hi: Translation<typeof en> = {
  exportCsv: 'CSV निर्यात करें',
  exportFailed: 'CSV फ़ाइल नहीं बन सकी। कृपया फिर कोशिश करें।',
  importFailed: 'फ़ाइल आयात नहीं हो सकी। कृपया फिर कोशिश करें।',
  import: 'आयात करें',
  importTitle: 'स्प्रेडशीट से {{list}} आयात करें',
  file: 'CSV या Excel फ़ाइल',
  fileHint:
    'CSV फ़ाइल (UTF-8) या Excel वर्कबुक (.xlsx, उसकी पहली शीट)। उसकी पहली पंक्ति में कॉलमों के नाम हों।',
  drop: 'CSV या .xlsx फ़ाइल यहाँ छोड़ें, या ऊपर चुनें।',
  checking: 'फ़ाइल पढ़ी और जाँची जा रही है...',
  saving: '{{count}} पंक्तियाँ सहेजी जा रही हैं...',
  columns: 'कॉलम और वे किस फ़ील्ड में जाएँगे',
  column: 'कॉलम',
  sample: 'पहली पंक्ति',
  field: 'फ़ील्ड',
  columnField: 'कॉलम {{column}} का फ़ील्ड',
  notImported: 'आयात नहीं होगा',
  summary: '{{rows}} पंक्तियाँ: {{valid}} जोड़ने को तैयार, {{refused}} अस्वीकृत।',
  problems: 'जो पंक्तियाँ अस्वीकृत होंगी',
  line: 'पंक्ति',
  reason: 'कारण',
  noProblems: 'हर पंक्ति जोड़ने को तैयार है।',
  confirm: '{{count}} पंक्तियाँ जोड़ें',
  result: '{{added}} जोड़ी गईं, {{refused}} अस्वीकृत',
  downloadRefused: 'अस्वीकृत पंक्तियाँ डाउनलोड करें',
  another: 'दूसरी फ़ाइल आयात करें',
};

export const spreadsheets = { en, hi };

registerCatalogue('spreadsheets', spreadsheets, {
  // The upload check's and the import's answers (IMPORT_MESSAGES, server http/uploads.ts).
  'The file must be a CSV file.': 'फ़ाइल CSV होनी चाहिए।',
  'The file must be a CSV file (comma or semicolon separated text, saved as UTF-8) or an Excel workbook (.xlsx).':
    'फ़ाइल CSV (कॉमा या सेमीकोलन से अलग किया गया टेक्स्ट, UTF-8 में सहेजा हुआ) या Excel वर्कबुक (.xlsx) होनी चाहिए।',
  'The workbook could not be read: save it again as .xlsx, or as CSV.':
    'वर्कबुक पढ़ी नहीं जा सकी: उसे फिर से .xlsx या CSV में सहेजें।',
  'The file must be at most 5 MB.': 'फ़ाइल अधिकतम 5 MB की होनी चाहिए।',
  'Choose a CSV or Excel (.xlsx) file to import.': 'आयात के लिए एक CSV या Excel (.xlsx) फ़ाइल चुनें।',
  'The file has no rows to import: its first line names the columns, and each line after it is one row.':
    'फ़ाइल में आयात के लिए कोई पंक्ति नहीं है: पहली पंक्ति में कॉलमों के नाम हों, और उसके बाद हर पंक्ति एक रिकॉर्ड हो।',
  'The file has more than 10,000 rows: split it into smaller files.':
    'फ़ाइल में 10,000 से अधिक पंक्तियाँ हैं: इसे छोटी फ़ाइलों में बाँटें।',
  'The column choices do not fit this file: choose a field for each column again.':
    'कॉलमों के चुनाव इस फ़ाइल से मेल नहीं खाते: हर कॉलम का फ़ील्ड फिर से चुनें।',
  'Two columns are set to the same field: choose it for one column only.':
    'दो कॉलमों के लिए एक ही फ़ील्ड चुना गया है: उसे एक ही कॉलम के लिए चुनें।',
  'No row can be added: correct the file or the column choices.':
    'कोई पंक्ति नहीं जोड़ी जा सकती: फ़ाइल या कॉलमों के चुनाव ठीक करें।',
  'Import finished.': 'आयात पूरा हुआ।',
  'This row repeats an earlier row of the file.': 'यह पंक्ति फ़ाइल की किसी पिछली पंक्ति को दोहराती है।',
});

/** The import and export words: `const t = useSpreadsheetsT(); t('exportCsv')`. */
export const useSpreadsheetsT = () => useTranslation('spreadsheets').t;
