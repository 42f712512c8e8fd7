/**
 * The referral programme's numbers (docs/product.md, Referral programme): a friend who signs up
 * with a valid code gets 10 AI credits; the referrer earns 10 AI credits when that friend first
 * pays.
 */
export const referralSignupBonusCredits = 10;
export const referralPurchaseBonusCredits = 10;

/** The link a creator shares: /cadastro?ref=CODE on this site. */
export function referralLink(origin: string, code: string) {
  return `${origin}/cadastro?${new URLSearchParams({ ref: code })}`;
}
