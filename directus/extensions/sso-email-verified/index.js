// Directus keeps nothing of the provider's claims after an SSO login. Whether the provider vouches for the
// e-mail address decides whether guest bookings with that address may be attached to the account
// (extensions/folder-sync), so it is recorded on the user at every SSO sign-in.
const vouched = (userInfo) => userInfo?.email_verified === true || userInfo?.email_verified === 'true'

export default ({ filter }) => {
  for (const event of ['auth.create', 'auth.update']) {
    filter(event, (payload, meta) => ({
      ...payload,
      email_verified: vouched(meta?.providerPayload?.userInfo),
    }))
  }
}
