// What an action declared with `report` answers (a survey's results), as the server writes it and the browser
// draws it: counts as bars, written answers and comments, per section (a question).
export interface Report {
  /** how many answered in all */
  responses: number;
  sections: ReportSection[];
}

export interface ReportSection {
  title: string;
  /** how many answered this section */
  total: number;
  bars?: { label: string; value: number }[];
  texts?: string[];
  comments?: string[];
  /** one line more, in the user's language (an average) */
  note?: string;
}
