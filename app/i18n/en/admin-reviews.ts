// The curricula screen of the admin console (issue 32, ADR 043): a script teacher's sign-off, recorded
// and withdrawn by an admin.
import type { adminReviewsMn } from "../mn/admin-reviews";

export const adminReviewsEn: Record<keyof typeof adminReviewsMn, string> = {
  "admin.nav.curricula": "Curricula",
  "admin.action.curriculum.review.sign": "Recorded a teacher's review",
  "admin.action.curriculum.review.withdraw": "Withdrew a teacher's review",
  "admin.target.curriculum": "Curriculum",
  "review.lead":
    'Learners see the traditional-script curriculum as "beta" until a script teacher has reviewed and approved it. Once a teacher has reviewed it, record their name and their role or school here.',
  "review.state.beta": "Beta: not reviewed by a teacher",
  "review.state.signed": "Reviewed and approved by a teacher",
  "review.signedBy": "Approved by {name} ({role}). Recorded by {admin} on {date}.",
  "review.withdrawnBy": "Withdrawn by {admin} on {date}: {note}",
  "review.note": "Note",
  "review.reviewerName": "Reviewer's name",
  "review.reviewerRole": "Role or school",
  "review.noteHint": "Optional: what was reviewed, what was corrected.",
  "review.sign": "Record the review",
  "review.withdrawalNote": "Reason for withdrawing",
  "review.withdraw": "Withdraw the review",
  "review.confirmWithdraw": 'Withdraw the review? Learners will see the curriculum as "beta" again.',
  "review.history": "Earlier reviews",
  "review.done.signed": "Review recorded. Learners no longer see the beta notice.",
  "review.done.withdrawn": "Review withdrawn. Learners see the curriculum as beta again.",
  "review.done.already-signed": "A review of this curriculum is already recorded.",
  "review.done.not-signed": "There is no review to withdraw.",
  "review.error.curriculum": "This curriculum does not need a teacher's review.",
  "review.error.required": "Please fill in this field.",
  "review.error.tooLong": "This is too long. Please shorten it.",
};
