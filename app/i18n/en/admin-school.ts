// School licences in the admin console (issue 31, ADR 041): the list, extend and refund, school coupons.
import type { adminSchoolMn } from "../mn/admin-school";

export const adminSchoolEn: Record<keyof typeof adminSchoolMn, string> = {
  "admin.nav.licences": "School licences",
  "admin.action.school.extend": "Extended a school licence",
  "admin.action.school.refund": "Refunded a school licence",
  "school.admin.lead":
    "Licences teachers bought for their classes. Extending moves the end for the class's students too; a refund ends it at once (the money goes back through the bank).",
  "school.admin.empty": "No school licences yet.",
  "school.admin.class": "Class",
  "school.admin.teacher": "Teacher",
  "school.admin.seats": "Seats",
  "school.admin.period": "Period",
  "school.admin.amount": "Amount",
  "school.admin.source": "Source",
  "school.admin.source.payment": "QPay",
  "school.admin.source.coupon": "Coupon",
  "school.admin.status": "Status",
  "school.admin.running": "Running",
  "school.admin.ended": "Ended",
  "school.admin.refunded": "Refunded",
  "school.admin.days": "Days",
  "school.admin.extend": "Extend",
  "school.admin.refund": "Refund",
  "school.admin.refundConfirm": "Refund this licence? The class's students lose the school access at once.",
  "school.admin.done": "Saved.",
  "school.admin.error.days": "Please enter between 1 and 365 days.",
  "school.admin.error.refunded": "This licence has already been refunded.",
  "school.admin.error.notFound": "No such licence.",
  "school.admin.couponSeats": "Seats (school coupon)",
  "school.admin.couponSeatsHint": "Empty: a personal coupon. A number makes a school coupon a teacher redeems for a class.",
  "school.admin.seatsCount": "{seats} seats",
};
