import { useTranslation } from 'react-i18next';
import { registerCatalogue, type Translation } from '../../i18n';

/** Corrective actions (spec 03 sections 2 to 8); the checklists come later. */
const en = {
  correctives: {
    title: 'Corrective Actions',
    reportDate: 'Report Date',
    instrumentName: 'Instrument Name',
    instrumentId: 'Instrument ID',
    contactPerson: 'Contact Person',
    correctiveAction: 'Corrective Action',
    status: 'Status',
    file: 'PDF',
    open: 'Open {{name}}',
    statuses: { Pending: 'Pending', Completed: 'Completed' },
    empty: 'No corrective actions added yet.',
    loadFailed: 'Failed to load corrective actions.',
    addTitle: 'Add a corrective action',
    add: 'Submit',
  },
};
const hi: Translation<typeof en> = {
  correctives: {
    title: 'सुधारात्मक कार्य',
    reportDate: 'रिपोर्ट की तारीख़',
    instrumentName: 'उपकरण का नाम',
    instrumentId: 'उपकरण ID',
    contactPerson: 'संपर्क व्यक्ति',
    correctiveAction: 'सुधारात्मक कार्य',
    status: 'स्थिति',
    file: 'PDF',
    open: '{{name}} खोलें',
    statuses: { Pending: 'लंबित', Completed: 'पूरा' },
    empty: 'अभी तक कोई सुधारात्मक कार्य नहीं जोड़ा गया है।',
    loadFailed: 'सुधारात्मक कार्य लोड नहीं हो सके।',
    addTitle: 'सुधारात्मक कार्य जोड़ें',
    add: 'जमा करें',
  },
};

registerCatalogue(
  'maintenance',
  { en, hi },
  {
    'Data submitted successfully!': 'डेटा सफलतापूर्वक जमा किया गया!',
    'Item name is required.': 'वस्तु का नाम आवश्यक है।',
    'Inspection performed by is required.': 'निरीक्षण करने वाले का नाम आवश्यक है।',
    'Choose a year from 2023 to 2027.': '2023 से 2027 तक का वर्ष चुनें।',
    'Give each day column a name, at most 40 of them.':
      'दिन के हर कॉलम को एक नाम दें, अधिकतम 40 कॉलम।',
    'Failed to submit data.': 'डेटा जमा करने में विफल।',
    'Checklist updated.': 'चेकलिस्ट अपडेट की गई।',
    'Checklist deleted.': 'चेकलिस्ट हटाई गई।',
    'Checklist not found.': 'चेकलिस्ट नहीं मिली।',
    'Only PDF files are allowed.': 'केवल PDF फ़ाइलों की अनुमति है।',
    'Status is required!': 'स्थिति आवश्यक है!',
    'Report date is required.': 'रिपोर्ट की तारीख़ आवश्यक है।',
    'Instrument name is required.': 'उपकरण का नाम आवश्यक है।',
    'Instrument ID is required.': 'उपकरण ID आवश्यक है।',
    'Contact person is required.': 'संपर्क व्यक्ति आवश्यक है।',
    'Corrective action is required.': 'सुधारात्मक कार्रवाई आवश्यक है।',
    'Corrective action added.': 'सुधारात्मक कार्रवाई जोड़ी गई।',
    'Corrective action updated.': 'सुधारात्मक कार्रवाई अपडेट की गई।',
    'Corrective action deleted.': 'सुधारात्मक कार्रवाई हटाई गई।',
    'Corrective action not found.': 'सुधारात्मक कार्रवाई नहीं मिली।',
  },
);

/** The English side, whose keys type `t('...')` (i18n/resources.d.ts). */
export const maintenanceCatalogue = en;
export const useMaintenanceT = () => useTranslation('maintenance').t;
