/** Words the generated rows are made of (picked by a hash of the row's key). */

export const firstNames = [
  'Ayesha',
  'Bilal',
  'Fatima',
  'Hamza',
  'Zainab',
  'Usman',
  'Maryam',
  'Ali',
  'Hira',
  'Omar',
  'Sana',
  'Imran',
  'Noor',
  'Asad',
  'Mahnoor',
  'Faisal',
  'Iqra',
  'Kamran',
  'Rabia',
  'Tariq',
];

export const lastNames = [
  'Khan',
  'Raza',
  'Ahmed',
  'Malik',
  'Hussain',
  'Qureshi',
  'Sheikh',
  'Butt',
  'Chaudhry',
  'Siddiqui',
  'Mirza',
  'Javed',
  'Abbasi',
  'Nawaz',
  'Iqbal',
];

export const streets = [
  'Canal View',
  'Mall Road',
  'Jinnah Avenue',
  'Gulberg Main Boulevard',
  'Clifton Block 5',
  'University Road',
  'Shahrah-e-Faisal',
  'Model Town Link Road',
  'Blue Area',
  'Saddar Bazaar',
];

export const descriptions = [
  'The kitchen tap drips all night and the floor is wet',
  'Two ceiling fans wobble and one makes a grinding noise',
  'Need the living room and two bedrooms painted before Eid',
  'The water heater takes an hour to warm up and then trips the breaker',
  'Wardrobe doors hang loose and one drawer is off its runners',
  'Deep clean of a three-bedroom flat before we move in',
  'Car battery is dead every morning; please check the alternator too',
  'Bathroom tiles cracked near the shower and water seeps through',
];

export const clientTexts = [
  'Is tomorrow morning fine?',
  'Can you come before 11?',
  'Please bring spare parts.',
  'The gate code is 4512.',
  'Thank you, see you then.',
  'How long will it take?',
  'Can you send a photo when done?',
  'Is the price including material?',
];

export const providerTexts = [
  'I can come at 10.',
  'I will bring everything needed.',
  'On my way, 15 minutes.',
  'Done, please check and confirm.',
  'Material is extra, about Rs 1,200.',
  'Could you share the exact location?',
  'It should take about two hours.',
  'Thanks for choosing me!',
];

export const comments = [
  'Quick and tidy work, would book again.',
  'Came on time and fixed it properly.',
  'Good job but arrived a little late.',
  'Very polite and explained everything.',
  'Fair price, solid work.',
  'Had to call twice, but the result is fine.',
  'Excellent, highly recommended.',
  'Not fully fixed, had to ask for a second visit.',
];

export const replies = [
  'Thank you for the kind words!',
  'Sorry about the delay, glad it worked out.',
  'Happy to help anytime.',
];

export const disputeReasons = [
  'The work was never finished.',
  'The price asked on site was higher than agreed.',
  'The client does not answer and the job is blocked.',
];
