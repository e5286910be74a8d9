/** What the check-subscription edge function reports, as the auth context exposes it. */
export type Subscription = {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
};

export const notSubscribed: Subscription = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
};
