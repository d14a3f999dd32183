// The screen an address opens, which the app loads before its first render: the route's, in its own area only, the
// admin's home at /admin, and none for what is no screen of that area.
import { describe, expect, it } from 'vitest';
import { provideScreens, screenAtPath } from '../../../src/runtime/core/appScreens';
import type { ScreenModule } from '../../../src/runtime/core/screen';

const none = (): Promise<ScreenModule> => Promise.reject(new Error('not loaded in this test'));

provideScreens({
  screenModules: { students: none, home: none, 'student-career': none, 'lecturer-grades': none },
  screenNames: ['students', 'home', 'student-career', 'lecturer-grades'],
  homeScreen: 'home',
  screenAreas: { 'student-career': 'student', 'lecturer-grades': 'lecturer' },
  screenPermissions: { students: 'students.index' },
});

describe('screenAtPath', () => {
  it('opens the route\'s screen in its own area, and the admin\'s home at /admin', () => {
    expect(screenAtPath('/admin/students')).toBe('students');
    expect(screenAtPath('/admin/students/')).toBe('students');
    expect(screenAtPath('/student/student-career')).toBe('student-career');
    expect(screenAtPath('/lecturer/lecturer-grades')).toBe('lecturer-grades');
    expect(screenAtPath('/admin')).toBe('home');
  });

  it('opens none for another area\'s screen, a name no screen has, an area\'s own page or an address outside the areas', () => {
    expect(screenAtPath('/admin/student-career')).toBe('');
    expect(screenAtPath('/student/students')).toBe('');
    expect(screenAtPath('/admin/nothing')).toBe('');
    expect(screenAtPath('/admin/user')).toBe('');
    expect(screenAtPath('/student')).toBe('');
    expect(screenAtPath('/admin/students/12')).toBe('');
    expect(screenAtPath('/login')).toBe('');
    expect(screenAtPath('/')).toBe('');
  });
});
