// The three HR lists: a staff record with its HR info (contract, appointment order) nested under
// hr_info, as the HR screens' hrRows adapter expects to flatten it.
import type { Row } from '../../db/database';
import { subquerySource } from '../../kernel/subquery';
import type { ScreenReader } from '../../kernel/readers';

const hrInfoKeys = [
  'academic_rank_id', 'work_type_id', 'start_of_contract', 'completion_of_contract',
  'appointment_order_number', 'appointment_order_date', 'appointment_order_file', 'vacancy_order',
] as const;

const contractColumns = `c.academic_rank_id, c.work_type_id, c.start_of_contract, c.completion_of_contract,
  c.appointment_order_number, c.appointment_order_date, c.appointment_order_file, c.vacancy_order`;

const columns = {
  id: 'integer', first_name: 'text', last_name: 'text', identity_number: 'digits', phone: 'phone', email: 'email',
  photo: 'file', academic_degree_id: 'lookup', academic_rank_id: 'lookup', work_type_id: 'lookup',
  administration_position_id: 'lookup', start_of_contract: 'date', completion_of_contract: 'date',
  appointment_order_number: 'text', appointment_order_date: 'date', appointment_order_file: 'file', vacancy_order: 'text',
} as const;

function nestHrInfo(row: Row): Row {
  const staff: Row = {};
  const hrInfo: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if ((hrInfoKeys as readonly string[]).includes(key)) hrInfo[key] = value;
    else staff[key] = value;
  }
  return { ...staff, hr_info: hrInfo };
}

function lecturers(affiliated: 0 | 1): ScreenReader {
  return {
    rows: () => subquerySource('lecturers', `
      SELECT l.id, l.first_name, l.last_name, l.identity_number, l.phone, l.email, l.photo, l.academic_degree_id,
        NULL::integer AS administration_position_id, ${contractColumns}
      FROM lecturers l LEFT JOIN hr_contracts c ON c.staff_type = 'lecturer' AND c.staff_id = l.id
      WHERE l.affiliated = ${affiliated}`, columns),
    shapeRow: nestHrInfo,
  };
}

export const hrAcademic = lecturers(1);
export const hrInvited = lecturers(0);

export const hrAdministration: ScreenReader = {
  rows: () => subquerySource('administrations', `
    SELECT a.id, a.first_name, a.last_name, a.identity_number, a.phone, a.email, a.photo,
      NULL::integer AS academic_degree_id, a.administration_position_id, ${contractColumns}
    FROM administrations a LEFT JOIN hr_contracts c ON c.staff_type = 'administration' AND c.staff_id = a.id`, columns),
  shapeRow: nestHrInfo,
};
