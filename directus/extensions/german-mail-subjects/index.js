// Directus 11 hard-codes English subjects for its system mails; only these defaults are replaced.
const SUBJECTS = {
  'user-registration': { en: 'Verify your email address', de: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' },
  'password-reset': { en: 'Password Reset Request', de: 'Ihr neues Passwort' },
  'user-invitation': { en: "You've been invited", de: 'Ihre Einladung' },
}

export default ({ filter }) => {
  filter('email.send', (mail) => {
    const subject = SUBJECTS[mail?.template?.name]
    if (!subject || mail.subject !== subject.en) return mail
    return { ...mail, subject: subject.de }
  })
}
