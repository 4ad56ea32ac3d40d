/** The id of the inert JSON element in which a server-rendered page carries the API answers it was made with. */
export const serverAnswersId = "gatehouse-answers"
