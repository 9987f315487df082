/** Test factories of the programme area's sms part (issue 18). */
export {};
