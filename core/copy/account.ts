import { createTranslator } from './translate'

/** Signing in, registering and the customer account. */
export const accountTexts = {
  'account.signedOut': 'Sie sind abgemeldet. Bis bald!',
  'account.changePassword': 'Passwort ändern',
  'account.signInPrompt': 'Melden Sie sich an',
  'account.toSignIn': 'Zur Anmeldung',
  'account.unlockDevice': 'Gerät freischalten',
  'account.requestLink': 'Link anfordern',
  'account.backToSignIn': 'Zurück zur Anmeldung',
  'account.passwordHint': 'Mindestens 8 Zeichen.',
  'account.confirmLinkInvalid':
    'Der Bestätigungslink ist ungültig oder wurde schon verwendet. Falls Ihr Konto bereits bestätigt ist, melden Sie sich bitte an; sonst registrieren Sie sich bitte erneut.',
  'account.confirmedSignedIn': 'Ihre E-Mail-Adresse ist bestätigt. Willkommen, Sie sind angemeldet!',
  'account.confirmedSignIn': 'Ihre E-Mail-Adresse ist bestätigt. Bitte melden Sie sich an.',
  'account.passwordChangedSignIn':
    'Ihr Passwort ist geändert. Bitte melden Sie sich mit dem neuen Passwort an.',
  'account.passwordSavedSignIn': 'Ihr Passwort ist gespeichert. Bitte melden Sie sich an.',
  'account.passwordSavedSignedIn': 'Ihr Passwort ist gespeichert. Willkommen, Sie sind angemeldet!',
  'account.currentPassword': 'Aktuelles Passwort',
  'account.deviceLinkQuestion': 'Ist das Ihr Konto?',
  'account.deviceLinkOffer':
    'Dann schicken wir Ihnen einen Link an die E-Mail-Adresse des Kontos. Öffnen Sie ihn in diesem Browser: Danach können Sie sich hier sofort mit Ihrem Passwort anmelden, auch wenn jemand anderes Ihr Konto mit falschen Passwörtern blockiert.',
  'account.deviceLinkRequest': 'Link für dieses Gerät anfordern',
  'account.yourData': 'Ihre Daten',
  'account.exportHint':
    'Sie können alle Daten, die wir zu Ihrem Konto speichern, als Datei herunterladen: Kontodaten, Vorgänge, Buchungen, gespeicherte Reisen und Anfragen.',
  'account.export': 'Meine Daten herunterladen',
  'account.delete': 'Konto löschen',
  'account.deleteHint':
    'Wir löschen Ihr Konto und Ihre persönlichen Daten. Buchungen, die wir aus gesetzlichen Gründen aufbewahren müssen (z. B. Rechnungen zehn Jahre lang), behalten wir ohne Ihren Namen und Ihre Kontaktdaten. Sie erhalten eine Bestätigung per E-Mail.',
  'account.yourPassword': 'Ihr Passwort',
  'account.deleteConfirm': 'Ja, mein Konto soll endgültig gelöscht werden.',
  'account.deleteFinally': 'Konto endgültig löschen',
  'account.registering': 'Registrierung läuft …',
  'account.ssoOther': 'Oder mit einem anderen Konto anmelden',
  'account.sso.cancelled':
    'Sie haben die Anmeldung beim externen Anbieter abgebrochen. Sie können es erneut versuchen oder sich mit Ihrer E-Mail-Adresse anmelden.',
  'account.sso.accountExists':
    'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  'account.sso.unavailable':
    'Die Anmeldung über den externen Anbieter ist gerade nicht möglich. Bitte versuchen Sie es später erneut oder melden Sie sich mit Ihrer E-Mail-Adresse an.',
  'account.sso.failed':
    'Die Anmeldung über den externen Anbieter hat nicht geklappt. Bitte versuchen Sie es erneut.',
  'account.sessionExpired': 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'account.deleted':
    'Ihr Konto und Ihre persönlichen Daten sind gelöscht. Wir haben Ihnen eine Bestätigung geschickt.',
  'account.passwordChanged': 'Ihr Passwort ist geändert. Auf anderen Geräten sind Sie jetzt abgemeldet.',
  'account.saved': 'Ihre Angaben sind gespeichert.',
  'account.signedInAs': 'Angemeldet als',
  'account.save': 'Angaben speichern',
  'account.login.wrong': 'Bitte prüfen Sie Ihre E-Mail-Adresse und Ihr Passwort.',
  'account.login.unavailable':
    'Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es in wenigen Minuten erneut.',
  'account.login.welcomeBack': 'Sie sind angemeldet. Willkommen zurück!',
  'account.login.intro': 'Melden Sie sich an, um Ihre Buchungen und gespeicherten Reisen zu sehen.',
  'account.password': 'Passwort',
  'account.login.pending': 'Anmeldung läuft …',
  'account.login.forgotPassword': 'Passwort vergessen?',
  'account.login.noAccount': 'Noch kein Konto?',
  'account.login.register': 'Jetzt registrieren',
  'account.invitation.title': 'Einladung annehmen',
  'account.invitation.setBefore': 'Legen Sie das Passwort für Ihr Konto',
  'account.invitation.setAfter': 'fest.',
  'account.invitation.submit': 'Passwort speichern und anmelden',
  'account.device.linkInvalid':
    'Dieser Link ist ungültig, abgelaufen oder wurde schon verwendet. Fordern Sie bitte einen neuen an.',
  'account.device.unlocked':
    'Dieses Gerät ist jetzt freigeschaltet. Bitte melden Sie sich mit Ihrem Passwort an.',
  'account.device.tooManyLinks':
    'Für diese Adresse oder von Ihrem Anschluss aus wurden gerade schon Links angefordert. Bitte verwenden Sie den Link aus einer bereits erhaltenen E-Mail, oder versuchen Sie es in {{minutes}} Minuten erneut.',
  'account.device.linkSent':
    'Wenn ein Konto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link geschickt. Öffnen Sie ihn in diesem Browser.',
  'account.device.confirmHint':
    'Mit diesem Link wird dieser Browser ein bekanntes Gerät Ihres Kundenkontos. Danach melden Sie sich hier mit Ihrem Passwort an; falsche Passwörter anderer Leute halten Sie dann nicht mehr auf.',
  'account.device.confirm': 'Dieses Gerät freischalten',
  'account.device.requestHint':
    'Geben Sie die E-Mail-Adresse Ihres Kontos an. Wir schicken Ihnen einen Link, der diesen Browser für Ihr Konto freischaltet. Öffnen Sie ihn hier, in diesem Browser.',
  'account.reset.linkInvalid': 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  'account.reset.title': 'Passwort erneuern',
  'account.reset.newLink': 'Neuen Link anfordern',
  'account.reset.submit': 'Passwort speichern',
  'account.forgot.sent':
    'Wenn ein Konto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen geschickt.',
  'account.forgot.title': 'Passwort vergessen',
  'account.forgot.intro':
    'Geben Sie die E-Mail-Adresse Ihres Kontos an. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  'account.register.unavailable':
    'Die Registrierung ist gerade nicht möglich. Bitte versuchen Sie es in wenigen Minuten erneut.',
  'account.register.title': 'Registrieren',
  'account.register.intro':
    'Mit einem Kundenkonto sehen Sie Ihre Buchungen und gespeicherten Reisen an einem Ort.',
  'account.register.haveAccount': 'Sie haben schon ein Konto?',
  'account.register.sentBefore': 'Wir haben eine E-Mail an',
  'account.register.sentAfter':
    'geschickt. Bitte öffnen Sie den Link darin, um Ihr Kundenkonto zu bestätigen; danach sind Sie gleich angemeldet.',
  'account.register.noMail':
    'Keine E-Mail erhalten? Bitte sehen Sie auch im Spam-Ordner nach. Besteht für diese Adresse bereits ein Konto, können Sie sich',
  'account.register.signInDirectly': 'direkt anmelden',
  'account.register.or': 'oder',
  'account.register.newPassword': 'ein neues Passwort anfordern',
  'account.signedOutForgotten': 'Sie sind abgemeldet, und dieses Gerät ist vergessen. Bis bald!',
  'account.welcome.search': 'Finden Sie Ihr nächstes Hotel und buchen Sie direkt.',
  'account.welcome.details':
    'Ergänzen Sie Adresse und Telefonnummer, dann geht die nächste Buchung schneller.',
  'account.welcome.bookings':
    'Hier finden Sie Ihre Buchungen, auch solche, die Sie vorher als Gast gemacht und über den Link in der Bestätigungsmail bestätigt haben.',
  'account.welcome.intro': 'Schön, dass Sie da sind. Ihr Kundenkonto ist eingerichtet. So geht es weiter:',
  'account.welcome.overview': 'Mit Ihrem Kundenkonto haben Sie Ihre Reisen im Blick.',
  'account.welcome.seeAll': ', um alles zu sehen.',
  'account.sso.welcome': 'Sie sind angemeldet. Willkommen!',
  'account.register.submit': 'Konto anlegen',
  'account.welcome.named': 'Willkommen, {{name}}!',
  'account.welcome.title': 'Willkommen!',
  'account.repeatPassword': 'Passwort wiederholen',
  'account.welcome.short': 'Willkommen',
  'account.newPassword': 'Neues Passwort',
  'account.repeatNewPassword': 'Neues Passwort wiederholen',
  'account.noEmail': 'Ihr Konto hat keine E-Mail-Adresse.',
  'account.invitation.invalid': 'Diese Einladung ist ungültig oder wurde schon angenommen.',
} as const

export const tAccount = createTranslator(accountTexts)
