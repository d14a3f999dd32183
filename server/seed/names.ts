// Names and words for demo and benchmark data: Georgian first names and surnames, written in
// Georgian, with their Latin transliteration for e-mail addresses, and a few foreign students.

export interface PersonName {
  ka: string;
  latin: string;
}

export const femaleNames: readonly PersonName[] = [
  { ka: 'ნინო', latin: 'nino' }, { ka: 'მარიამ', latin: 'mariam' }, { ka: 'ანა', latin: 'ana' },
  { ka: 'თამარ', latin: 'tamar' }, { ka: 'ელენე', latin: 'elene' }, { ka: 'ნათია', latin: 'natia' },
  { ka: 'სალომე', latin: 'salome' }, { ka: 'ქეთევან', latin: 'ketevan' }, { ka: 'მაკა', latin: 'maka' },
  { ka: 'ლიკა', latin: 'lika' }, { ka: 'ეკატერინე', latin: 'ekaterine' }, { ka: 'თეონა', latin: 'teona' },
  { ka: 'ნანა', latin: 'nana' }, { ka: 'ხატია', latin: 'khatia' }, { ka: 'მზია', latin: 'mzia' },
];

export const maleNames: readonly PersonName[] = [
  { ka: 'გიორგი', latin: 'giorgi' }, { ka: 'დავით', latin: 'davit' }, { ka: 'ლუკა', latin: 'luka' },
  { ka: 'ნიკოლოზ', latin: 'nikoloz' }, { ka: 'ალექსანდრე', latin: 'aleksandre' }, { ka: 'ირაკლი', latin: 'irakli' },
  { ka: 'ლევან', latin: 'levan' }, { ka: 'ზურაბ', latin: 'zurab' }, { ka: 'თორნიკე', latin: 'tornike' },
  { ka: 'საბა', latin: 'saba' }, { ka: 'ბექა', latin: 'beka' }, { ka: 'გურამ', latin: 'guram' },
  { ka: 'ვახტანგ', latin: 'vakhtang' }, { ka: 'შოთა', latin: 'shota' }, { ka: 'დემეტრე', latin: 'demetre' },
];

export const surnames: readonly PersonName[] = [
  { ka: 'ბერიძე', latin: 'beridze' }, { ka: 'კაპანაძე', latin: 'kapanadze' }, { ka: 'გელაშვილი', latin: 'gelashvili' },
  { ka: 'მაისურაძე', latin: 'maisuradze' }, { ka: 'ლომიძე', latin: 'lomidze' }, { ka: 'ჯაფარიძე', latin: 'japaridze' },
  { ka: 'კვარაცხელია', latin: 'kvaratskhelia' }, { ka: 'ხარაიშვილი', latin: 'kharaishvili' }, { ka: 'ნოზაძე', latin: 'nozadze' },
  { ka: 'წიკლაური', latin: 'tsiklauri' }, { ka: 'გოგოლაძე', latin: 'gogoladze' }, { ka: 'ჩიქოვანი', latin: 'chikovani' },
  { ka: 'მამულაშვილი', latin: 'mamulashvili' }, { ka: 'ქავთარაძე', latin: 'kavtaradze' }, { ka: 'ტაბატაძე', latin: 'tabatadze' },
  { ka: 'აბაშიძე', latin: 'abashidze' }, { ka: 'ღლონტი', latin: 'ghlonti' }, { ka: 'შენგელია', latin: 'shengelia' },
  { ka: 'ბაღათურია', latin: 'baghaturia' }, { ka: 'სურმავა', latin: 'surmava' }, { ka: 'ჭანტურია', latin: 'chanturia' },
  { ka: 'დოლიძე', latin: 'dolidze' }, { ka: 'ხუციშვილი', latin: 'khutsishvili' }, { ka: 'ფხაკაძე', latin: 'pkhakadze' },
];

/** Exchange and international students, whose names stay in Latin letters. */
export const foreignNames: readonly { name: string; surname: string }[] = [
  { name: 'Anna', surname: 'Müller' }, { name: 'Lukas', surname: 'Schneider' }, { name: 'Emma', surname: 'Kowalska' },
  { name: 'Ahmet', surname: 'Yılmaz' }, { name: 'Sofia', surname: 'Rossi' }, { name: 'Arman', surname: 'Petrosyan' },
  { name: 'Leyla', surname: 'Aliyeva' }, { name: 'Oleksandr', surname: 'Shevchenko' }, { name: 'Marta', surname: 'Nowak' },
];

export const streets: readonly { ka: string; en: string }[] = [
  { ka: 'ჭავჭავაძის გამზ.', en: 'Chavchavadze Ave.' }, { ka: 'რუსთაველის გამზ.', en: 'Rustaveli Ave.' },
  { ka: 'პეკინის ქ.', en: 'Pekini St.' }, { ka: 'ვაჟა-ფშაველას გამზ.', en: 'Vazha-Pshavela Ave.' },
  { ka: 'აღმაშენებლის გამზ.', en: 'Aghmashenebeli Ave.' }, { ka: 'წერეთლის გამზ.', en: 'Tsereteli Ave.' },
  { ka: 'კოსტავას ქ.', en: 'Kostava St.' }, { ka: 'ყაზბეგის გამზ.', en: 'Kazbegi Ave.' },
];

/** Surname stems and endings: combined they give the benchmark's students a realistic spread of surnames. */
export const surnameStems: readonly PersonName[] = [
  { ka: 'აბაშ', latin: 'abash' }, { ka: 'ადე', latin: 'ade' }, { ka: 'ამირან', latin: 'amiran' }, { ka: 'ბაქრ', latin: 'bakr' },
  { ka: 'ბერ', latin: 'ber' }, { ka: 'ბოჭორ', latin: 'bochor' }, { ka: 'გაბელ', latin: 'gabel' }, { ka: 'გელა', latin: 'gela' },
  { ka: 'გოგოლა', latin: 'gogola' }, { ka: 'დავით', latin: 'davit' }, { ka: 'დოლ', latin: 'dol' }, { ka: 'ვაჩნა', latin: 'vachna' },
  { ka: 'ზედგინ', latin: 'zedgin' }, { ka: 'თევზა', latin: 'tevza' }, { ka: 'იოსელ', latin: 'iosel' }, { ka: 'კაპანა', latin: 'kapana' },
  { ka: 'კვირკველ', latin: 'kvirkvel' }, { ka: 'ლომ', latin: 'lom' }, { ka: 'მაისურა', latin: 'maisura' }, { ka: 'მამულა', latin: 'mamula' },
  { ka: 'ნოზა', latin: 'noza' }, { ka: 'ოქროპირ', latin: 'okropir' }, { ka: 'პაპავა', latin: 'papava' }, { ka: 'ჟღენტ', latin: 'zhghent' },
  { ka: 'რამიშ', latin: 'ramish' }, { ka: 'სალუქვა', latin: 'salukva' }, { ka: 'ტაბატა', latin: 'tabata' }, { ka: 'უგულავა', latin: 'ugulava' },
  { ka: 'ფანცხავა', latin: 'pantskhava' }, { ka: 'ქავთარა', latin: 'kavtara' }, { ka: 'ღლონტ', latin: 'ghlont' }, { ka: 'ყიფიან', latin: 'kipian' },
  { ka: 'შენგელ', latin: 'shengel' }, { ka: 'ჩიქოვან', latin: 'chikovan' }, { ka: 'ცინც', latin: 'tsints' }, { ka: 'ძნელა', latin: 'dznela' },
  { ka: 'წიკლაურ', latin: 'tsiklaur' }, { ka: 'ჭანტურ', latin: 'chantur' }, { ka: 'ხარაიშ', latin: 'kharaish' }, { ka: 'ჯაფარ', latin: 'japar' },
];

export const surnameEndings: readonly PersonName[] = [
  { ka: 'იძე', latin: 'idze' }, { ka: 'შვილი', latin: 'shvili' }, { ka: 'ია', latin: 'ia' }, { ka: 'ანი', latin: 'ani' }, { ka: 'ური', latin: 'uri' },
];
