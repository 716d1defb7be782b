import type { privacyMn } from "../mn/privacy";

export const privacyEn: Record<keyof typeof privacyMn, string> = {
  "privacy.title": "Privacy",
  "privacy.what.title": "What we store",
  "privacy.what.body":
    "Your account: name, e-mail or login name, a hash of your password (never the password itself), and if you add them a phone number and a picture. Results: lessons, tests and races with speed and accuracy, and the per-key figures (errors and speed of each key). Classes: the class's name, its roster, the student number the school gives, and a record of who confirmed the parents' consent and when.",
  "privacy.where.title": "Where",
  "privacy.where.body":
    "Data is stored in Cloudflare's data centres, outside Mongolia. As Mongolia's Law on Personal Data Protection (in force since May 2022) requires, consent is obtained before personal data is stored outside the country.",
  "privacy.why.title": "Why",
  "privacy.why.body":
    "Only to run the typing lessons, show your progress, show a teacher their class's progress, and handle payments and certificates. We do not sell data or use it for advertising.",
  "privacy.class.title": "Who sees a class's data",
  "privacy.class.body":
    'Only the class\'s teacher and its members. An account a teacher made is not on the top lists or prize races, and accepts friends only from its class; in online races and on a certificate check others see only the given name and an initial ("Bold B."), without a picture. A teacher never sees the e-mail or phone of a learner who joined with their own account.',
  "privacy.consent.title": "Children's accounts and consent",
  "privacy.consent.body":
    "A teacher makes accounts for children without e-mail. The school holds the parents' written consent; the teacher confirms it when making the accounts, and we record who confirmed it, when, and for which class.",
  "privacy.leave.title": "Leaving a class and erasure",
  "privacy.leave.body":
    "A teacher can remove a student from the class; from then on the teacher sees none of their new results. Removing an account the teacher made erases it: the name, login name, phone and picture are deleted for good, and the results remain only in anonymous totals. Every such action is recorded.",
  "privacy.contact.title": "Contact",
  "privacy.contact.body": "Send questions and requests through the site's help section. Requests about a child's data can also go through the class's teacher.",
};
