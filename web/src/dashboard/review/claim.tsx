import { api, type Mode, type ReviewQueueItem } from "../api";
import { navigate } from "../router";
import { toast } from "../ui";

type Claim = NonNullable<ReviewQueueItem["claim"]>;

/** Who holds a review, in words: "You" or their email. */
export const holderName = (claim: Claim) => (claim.mine ? "You" : (claim.user.email ?? "Another reviewer"));

/** Claims the oldest case nobody else holds and opens it; says so when the queue is empty. */
export async function openNextCase(mode: Mode): Promise<void> {
  const { item } = await api.claimNextReview(mode);
  if (item) navigate(`/${mode}/reviews/${item.review.id}`);
  else {
    toast("No case is waiting: the queue is empty, or everything in it is claimed.");
    navigate(`/${mode}/reviews`);
  }
}
