import { registerCatalogue, type Translation } from '../../i18n';

// The area's screens come later; this carries the Hindi of its contracts' messages, which the server sends.
const en = {};
const hi: Translation<typeof en> = {};

registerCatalogue(
  'library',
  { en, hi },
  {
    'Pincode must be 6 digits.': 'पिनकोड 6 अंकों का होना चाहिए।',
    'Choose a month from January to December.': 'जनवरी से दिसंबर तक में से एक महीना चुनें।',
    'Title is required': 'शीर्षक आवश्यक है',
    'Author is required': 'लेखक आवश्यक है',
    'Publisher is required': 'प्रकाशक आवश्यक है',
    'Publisher date is required': 'प्रकाशन की तारीख़ आवश्यक है',
    'ISBN is required': 'ISBN आवश्यक है',
    'Enter a valid ISBN of 10 or 13 digits.': '10 या 13 अंकों का मान्य ISBN डालें।',
    'Price is required': 'कीमत आवश्यक है',
    'Price must be an amount in rupees with at most two decimals.':
      'कीमत रुपये में एक राशि होनी चाहिए, अधिकतम दो दशमलव अंकों के साथ।',
    'Quantity is required': 'मात्रा आवश्यक है',
    'Quantity must be a whole number from 1 to 10000.':
      'मात्रा 1 से 10000 तक की पूर्ण संख्या होनी चाहिए।',
    'Pages are required': 'पृष्ठ संख्या आवश्यक है',
    'Pages must be a whole number from 1 to 100000.':
      'पृष्ठ संख्या 1 से 100000 तक की पूर्ण संख्या होनी चाहिए।',
    'Choose a format: Paper Book, Hardcover, Pocket Book, Ebook, Audio, CD.':
      'एक प्रारूप चुनें: Paper Book, Hardcover, Pocket Book, Ebook, Audio, CD।',
    'Choose a language: English, Hindi, Tamil, Marathi, Kumaoni, French, German, Sanskrit.':
      'एक भाषा चुनें: English, Hindi, Tamil, Marathi, Kumaoni, French, German, Sanskrit।',
    "Choose a genre: Art, Children's Book, Business, Comic, Education, History, Literature, Autobiography, Social Science.":
      "एक विधा चुनें: Art, Children's Book, Business, Comic, Education, History, Literature, Autobiography, Social Science।",
    'Book added successfully!': 'पुस्तक सफलतापूर्वक जोड़ी गई!',
    'Failed to add book. Please try again.': 'पुस्तक जोड़ने में विफल। कृपया फिर से प्रयास करें।',
    'Error loading books. Please try again.': 'पुस्तकें लोड करने में त्रुटि। कृपया फिर से प्रयास करें।',
    'No books found.': 'कोई पुस्तक नहीं मिली।',
    'Loading books': 'पुस्तकें लोड हो रही हैं',
    'Book updated.': 'पुस्तक अपडेट की गई।',
    'Book removed.': 'पुस्तक हटाई गई।',
    'Book not found.': 'पुस्तक नहीं मिली।',
    'A book with this ISBN is already in the catalogue. Change its copies instead.':
      'इस ISBN की एक पुस्तक पहले से सूची में है। इसके बजाय उसकी प्रतियों की संख्या बदलें।',
    'This book has copies on loan. Record their return before removing it.':
      'इस पुस्तक की कुछ प्रतियाँ उधार पर हैं। इसे हटाने से पहले उनकी वापसी दर्ज करें।',
    'A shelf has 1 to 50 rows and 1 to 50 columns.': 'एक शेल्फ़ में 1 से 50 पंक्तियाँ और 1 से 50 कॉलम होते हैं।',
    'That cell is not on the shelf.': 'वह खाना शेल्फ़ पर नहीं है।',
    'Books are assigned to the rows or columns being removed. Move them to other cells first.':
      'हटाई जा रही पंक्तियों या कॉलमों में पुस्तकें रखी हैं। पहले उन्हें दूसरे खानों में ले जाएँ।',
    'Shelf resized.': 'शेल्फ़ का आकार बदला गया।',
    'Book assigned to the shelf.': 'पुस्तक शेल्फ़ पर रखी गई।',
    'Book taken off the shelf.': 'पुस्तक शेल्फ़ से हटाई गई।',
    'Shelf cell not found.': 'शेल्फ़ का खाना नहीं मिला।',
    'Choose a book for the cell.': 'खाने के लिए एक पुस्तक चुनें।',
    'Please fill in all required fields.': 'कृपया सभी आवश्यक फ़ील्ड भरें।',
    'There was an error adding the loan.': 'उधार जोड़ने में एक त्रुटि हुई।',
    'Failed to fetch loans.': 'उधार लाने में विफल।',
    'Loan added.': 'उधार जोड़ा गया।',
    'Loan updated.': 'उधार अपडेट किया गया।',
    'Book returned.': 'पुस्तक वापस की गई।',
    'Loan removed.': 'उधार हटाया गया।',
    'Loan not found.': 'उधार नहीं मिला।',
    'No loans yet.': 'अभी कोई उधार नहीं है।',
    'This loan has already been returned.': 'यह उधार पहले ही वापस किया जा चुका है।',
    'All copies of this book are on loan. It can be lent again when a copy is returned.':
      'इस पुस्तक की सभी प्रतियाँ उधार पर हैं। कोई प्रति वापस आने पर इसे फिर से उधार दिया जा सकता है।',
    'No book with that Book ID in this library.': 'इस पुस्तकालय में उस Book ID की कोई पुस्तक नहीं है।',
    'A loan with this Loan ID already exists in this library.':
      'इस Loan ID वाला उधार इस पुस्तकालय में पहले से मौजूद है।',
    'The due date cannot be before the loan date.':
      'वापसी की तारीख़ उधार की तारीख़ से पहले नहीं हो सकती।',
    'No Vedann account has that Vedan ID.': 'किसी भी Vedann खाते का यह Vedan ID नहीं है।',
    'Enter a valid e-mail address.': 'एक मान्य ई-मेल पता डालें।',
    'Enter a valid PAN: five letters, four digits and a letter (e.g. ABCPE1234F).':
      'एक मान्य PAN डालें: पाँच अक्षर, चार अंक और एक अक्षर (जैसे ABCPE1234F)।',
    'Enter a valid GSTIN: 15 characters, the state code, the PAN, an entity number, Z and a check character (e.g. 27AAPFU0939F1ZV).':
      'एक मान्य GSTIN डालें: 15 वर्ण — राज्य कोड, PAN, इकाई संख्या, Z और एक जाँच वर्ण (जैसे 27AAPFU0939F1ZV)।',
    'Seat booked successfully!': 'सीट सफलतापूर्वक बुक हो गई!',
    'Booking failed. Please try again.': 'बुकिंग विफल रही। कृपया फिर से प्रयास करें।',
    'Failed to book seat.': 'सीट बुक करने में विफल।',
    'Error booking seat. Please try again.': 'सीट बुक करने में त्रुटि। कृपया फिर से प्रयास करें।',
    'Failed to load seat data. Please try again later.':
      'सीट का डेटा लोड करने में विफल। कृपया बाद में फिर से प्रयास करें।',
    'No seat found with that member ID.': 'उस सदस्य ID की कोई सीट नहीं मिली।',
    'Please login to book a seat.': 'सीट बुक करने के लिए कृपया लॉग इन करें।',
    'This seat is already booked for an overlapping shift and dates. Choose another seat or other dates.':
      'यह सीट ओवरलैप होती पाली और तारीख़ों के लिए पहले से बुक है। कोई दूसरी सीट या दूसरी तारीख़ें चुनें।',
    'Each member id letter must be one letter.':
      'सदस्य ID का हर अक्षर-भाग केवल एक अक्षर का होना चाहिए।',
    'Table number is required.': 'टेबल नंबर आवश्यक है।',
    'Start date is required.': 'शुरुआत की तारीख़ आवश्यक है।',
    'Expiry date is required.': 'समाप्ति की तारीख़ आवश्यक है।',
    'Expiry date must be on or after the start date.':
      'समाप्ति की तारीख़ शुरुआत की तारीख़ के दिन या उसके बाद की होनी चाहिए।',
    'Payment method is required: Cash, Card or Online.':
      'भुगतान का तरीका आवश्यक है: Cash, Card या Online।',
    'Paid amount is required.': 'चुकाई गई राशि आवश्यक है।',
    'Due amount is required.': 'बकाया राशि आवश्यक है।',
    'Seat number is required.': 'सीट नंबर आवश्यक है।',
    'Choose a shift: Morning, Afternoon, Evening, Night or Full day.':
      'एक पाली चुनें: Morning, Afternoon, Evening, Night या Full day।',
    'That seat is not in this layout.': 'वह सीट इस लेआउट में नहीं है।',
    'Booking not found.': 'बुकिंग नहीं मिली।',
    'Booking cancelled.': 'बुकिंग रद्द की गई।',
    'Layout saved.': 'लेआउट सहेजा गया।',
    'A grid has at least 1 row.': 'ग्रिड में कम से कम 1 पंक्ति होती है।',
    'A grid has at least 1 column.': 'ग्रिड में कम से कम 1 कॉलम होता है।',
    'Keep at least one table.': 'कम से कम एक टेबल रखें।',
    'A table has at least 1 seat.': 'टेबल में कम से कम 1 सीट होती है।',
    'Name is required': 'नाम आवश्यक है',
    'Vedan ID is required': 'Vedan ID आवश्यक है',
    'Seat No is required': 'सीट नंबर आवश्यक है',
    'Fees is required': 'शुल्क आवश्यक है',
    'Fees should be a positive number': 'शुल्क एक धनात्मक संख्या होनी चाहिए',
    'Time is required': 'समय आवश्यक है',
    'Joining Date is required': 'जुड़ने की तारीख़ आवश्यक है',
    'Data successfully submitted!': 'डेटा सफलतापूर्वक जमा किया गया!',
    'Member removed.': 'सदस्य हटाया गया।',
    'A member with this Vedan ID has already joined this library.':
      'इस Vedan ID वाला सदस्य पहले ही इस पुस्तकालय से जुड़ चुका है।',
    'Profile picture must be a file uploaded to Vedann.':
      'प्रोफ़ाइल चित्र Vedann पर अपलोड की गई फ़ाइल होनी चाहिए।',
    'Year must be between 2000 and 2100.': 'वर्ष 2000 और 2100 के बीच होना चाहिए।',
    'Fees updated.': 'शुल्क अपडेट किया गया।',
    'Failed to update': 'अपडेट करने में विफल',
    'Fee plan saved.': 'शुल्क योजना सहेजी गई।',
    'The fee plan has the rows Monthly and Anyplan.':
      'शुल्क योजना में Monthly और Anyplan पंक्तियाँ होती हैं।',
    'Student must be a whole number of students.': 'छात्रों की संख्या एक पूर्ण संख्या होनी चाहिए।',
    'Fees must be a valid amount.': 'शुल्क एक मान्य राशि होनी चाहिए।',
    'Payment recorded.': 'भुगतान दर्ज किया गया।',
    'Amount must be more than 0, with at most two decimals.':
      'राशि 0 से अधिक होनी चाहिए, अधिकतम दो दशमलव अंकों के साथ।',
    'Month must be YYYY-MM.': 'महीना YYYY-MM के रूप में होना चाहिए।',
    'Payment date must be a real date (YYYY-MM-DD).':
      'भुगतान की तारीख़ एक वास्तविक तारीख़ (YYYY-MM-DD) होनी चाहिए।',
    'That month is before the member joined.': 'वह महीना सदस्य के जुड़ने से पहले का है।',
    'Payment not found.': 'भुगतान नहीं मिला।',
    'Payment removed.': 'भुगतान हटाया गया।',
    'Mobile is required': 'मोबाइल आवश्यक है',
    'Email is required': 'ईमेल आवश्यक है',
    'Valid email is required': 'मान्य ईमेल आवश्यक है',
    'Address is required': 'पता आवश्यक है',
    'GST is required': 'GST आवश्यक है',
    'PAN is required': 'PAN आवश्यक है',
    'OTHERID is required': 'OTHERID आवश्यक है',
    'VedanId is required': 'VedanId आवश्यक है',
    'Profile updated successfully!': 'प्रोफ़ाइल सफलतापूर्वक अपडेट की गई!',
    'Valid mobile number is required (10 digits).': 'मान्य मोबाइल नंबर आवश्यक है (10 अंक)।',
    'Pincode is required': 'पिनकोड आवश्यक है',
    'Each social link must be an http or https address.':
      'हर सोशल लिंक एक http या https पता होना चाहिए।',
    'Choose a section: contact, verification or founder.':
      'एक अनुभाग चुनें: contact, verification या founder।',
    'Your name is required.': 'आपका नाम आवश्यक है।',
    'Give an e-mail address or a 10-digit phone number so the library can answer.':
      'एक ई-मेल पता या 10 अंकों का फ़ोन नंबर दें, ताकि पुस्तकालय जवाब दे सके।',
    'Phone number must be 10 digits.': 'फ़ोन नंबर 10 अंकों का होना चाहिए।',
    'Your enquiry has been sent to the library.': 'आपकी पूछताछ पुस्तकालय को भेज दी गई है।',
    'Ticket resolved.': 'टिकट हल किया गया।',
    'Ticket deleted.': 'टिकट हटाया गया।',
    'Ticket not found.': 'टिकट नहीं मिला।',
    'Library not found.': 'पुस्तकालय नहीं मिला।',
    'Priority is High, Normal or Low.': 'प्राथमिकता High, Normal या Low होती है।',
    'Pincode, Time Slot, Date Joining, and Fee are required.':
      'पिनकोड, समय स्लॉट, जुड़ने की तारीख़ और शुल्क आवश्यक हैं।',
    'Fee must be a valid number.': 'शुल्क एक मान्य संख्या होनी चाहिए।',
    'Time Slot is Morning, Afternoon, Evening, Night or Full day.':
      'समय स्लॉट Morning, Afternoon, Evening, Night या Full day होता है।',
    'Date Joining must be a real date (YYYY-MM-DD).':
      'जुड़ने की तारीख़ एक वास्तविक तारीख़ (YYYY-MM-DD) होनी चाहिए।',
    'No libraries near this pincode have a free seat in that shift within this fee.':
      'इस पिनकोड के पास कोई ऐसा पुस्तकालय नहीं है जिसमें इस शुल्क के भीतर उस पाली में खाली सीट हो।',
  },
);
