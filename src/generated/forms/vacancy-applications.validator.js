// generated — edit screens/vacancy-applications.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const vacancyApplicationsForm = validate10;
const schema11 = {"$id":"vacancyApplicationsForm","type":"object","required":["vacancy_id","student_id"],"properties":{"vacancy_id":{"type":"integer","minimum":0,"maximum":2147483647},"student_id":{"type":"integer","minimum":0,"maximum":2147483647},"letter":{"type":"string","maxLength":5000},"program_id":{"type":"integer","minimum":0,"maximum":2147483647},"gpa":{"type":"number","minimum":0,"maximum":100000},"credits":{"type":"number","minimum":0,"maximum":100000},"headline":{"type":"string","maxLength":200},"skills":{"type":"string","maxLength":2000},"projects":{"type":"string","maxLength":5000},"experience":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["employer","role"],"properties":{"employer":{"type":"string","maxLength":200,"minLength":1},"role":{"type":"string","maxLength":200,"minLength":1},"started_on":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"ended_on":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"description":{"type":"string","maxLength":2000},"id":{"type":"integer","minimum":1,"maximum":2147483647}}},"maxItems":200},"languages":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["language","level_id"],"properties":{"language":{"type":"string","maxLength":60,"minLength":1},"level_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4,5,6]},"id":{"type":"integer","minimum":1,"maximum":2147483647}}},"maxItems":200},"links":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["label","url"],"properties":{"label":{"type":"string","maxLength":100,"minLength":1},"url":{"type":"string","maxLength":500,"minLength":1},"id":{"type":"integer","minimum":1,"maximum":2147483647}}},"maxItems":200},"cv":{"type":"string","maxLength":255}}};
const pattern0 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="vacancyApplicationsForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.vacancy_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vacancy_id"},message:"must have required property '"+"vacancy_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.student_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "student_id"},message:"must have required property '"+"student_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.vacancy_id !== undefined){
let data0 = data.vacancy_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err2 = {instancePath:instancePath+"/vacancy_id",schemaPath:"#/properties/vacancy_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.vacancy_id.type,parentSchema:schema11.properties.vacancy_id,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 2147483647 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/vacancy_id",schemaPath:"#/properties/vacancy_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.vacancy_id,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/vacancy_id",schemaPath:"#/properties/vacancy_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.vacancy_id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.student_id !== undefined){
let data1 = data.student_id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/student_id",schemaPath:"#/properties/student_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.student_id.type,parentSchema:schema11.properties.student_id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 2147483647 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/student_id",schemaPath:"#/properties/student_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.student_id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/student_id",schemaPath:"#/properties/student_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.student_id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.letter !== undefined){
let data2 = data.letter;
if(typeof data2 === "string"){
if(data2.length > 5000){
const err8 = {instancePath:instancePath+"/letter",schemaPath:"#/properties/letter/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema11.properties.letter,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/letter",schemaPath:"#/properties/letter/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.letter.type,parentSchema:schema11.properties.letter,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.program_id !== undefined){
let data3 = data.program_id;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err10 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.program_id.type,parentSchema:schema11.properties.program_id,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 2147483647 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.program_id,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.program_id,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.gpa !== undefined){
let data4 = data.gpa;
if(typeof data4 == "number"){
if(data4 > 100000 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/gpa",schemaPath:"#/properties/gpa/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.gpa,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/gpa",schemaPath:"#/properties/gpa/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.gpa,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/gpa",schemaPath:"#/properties/gpa/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.gpa.type,parentSchema:schema11.properties.gpa,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.credits !== undefined){
let data5 = data.credits;
if(typeof data5 == "number"){
if(data5 > 100000 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/credits",schemaPath:"#/properties/credits/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.credits,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/credits",schemaPath:"#/properties/credits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.credits,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/credits",schemaPath:"#/properties/credits/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.credits.type,parentSchema:schema11.properties.credits,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.headline !== undefined){
let data6 = data.headline;
if(typeof data6 === "string"){
if(data6.length > 200){
const err19 = {instancePath:instancePath+"/headline",schemaPath:"#/properties/headline/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.headline,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/headline",schemaPath:"#/properties/headline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.headline.type,parentSchema:schema11.properties.headline,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.skills !== undefined){
let data7 = data.skills;
if(typeof data7 === "string"){
if(data7.length > 2000){
const err21 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.skills,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/skills",schemaPath:"#/properties/skills/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.skills.type,parentSchema:schema11.properties.skills,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.projects !== undefined){
let data8 = data.projects;
if(typeof data8 === "string"){
if(data8.length > 5000){
const err23 = {instancePath:instancePath+"/projects",schemaPath:"#/properties/projects/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema11.properties.projects,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/projects",schemaPath:"#/properties/projects/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.projects.type,parentSchema:schema11.properties.projects,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.experience !== undefined){
let data9 = data.experience;
if(Array.isArray(data9)){
if(data9.length > 200){
const err25 = {instancePath:instancePath+"/experience",schemaPath:"#/properties/experience/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema11.properties.experience,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.employer === undefined){
const err26 = {instancePath:instancePath+"/experience/" + i0,schemaPath:"#/properties/experience/items/required",keyword:"required",params:{missingProperty: "employer"},message:"must have required property '"+"employer"+"'",schema:schema11.properties.experience.items.required,parentSchema:schema11.properties.experience.items,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data10.role === undefined){
const err27 = {instancePath:instancePath+"/experience/" + i0,schemaPath:"#/properties/experience/items/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema11.properties.experience.items.required,parentSchema:schema11.properties.experience.items,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key0 in data10){
if(!((((((key0 === "employer") || (key0 === "role")) || (key0 === "started_on")) || (key0 === "ended_on")) || (key0 === "description")) || (key0 === "id"))){
const err28 = {instancePath:instancePath+"/experience/" + i0,schemaPath:"#/properties/experience/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.experience.items,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data10.employer !== undefined){
let data11 = data10.employer;
if(typeof data11 === "string"){
if(data11.length > 200){
const err29 = {instancePath:instancePath+"/experience/" + i0+"/employer",schemaPath:"#/properties/experience/items/properties/employer/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.experience.items.properties.employer,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data11.length < 1){
const err30 = {instancePath:instancePath+"/experience/" + i0+"/employer",schemaPath:"#/properties/experience/items/properties/employer/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.experience.items.properties.employer,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/experience/" + i0+"/employer",schemaPath:"#/properties/experience/items/properties/employer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.experience.items.properties.employer.type,parentSchema:schema11.properties.experience.items.properties.employer,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data10.role !== undefined){
let data12 = data10.role;
if(typeof data12 === "string"){
if(data12.length > 200){
const err32 = {instancePath:instancePath+"/experience/" + i0+"/role",schemaPath:"#/properties/experience/items/properties/role/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.experience.items.properties.role,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data12.length < 1){
const err33 = {instancePath:instancePath+"/experience/" + i0+"/role",schemaPath:"#/properties/experience/items/properties/role/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.experience.items.properties.role,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/experience/" + i0+"/role",schemaPath:"#/properties/experience/items/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.experience.items.properties.role.type,parentSchema:schema11.properties.experience.items.properties.role,data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data10.started_on !== undefined){
let data13 = data10.started_on;
if(typeof data13 === "string"){
if(!pattern0.test(data13)){
const err35 = {instancePath:instancePath+"/experience/" + i0+"/started_on",schemaPath:"#/properties/experience/items/properties/started_on/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.experience.items.properties.started_on,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/experience/" + i0+"/started_on",schemaPath:"#/properties/experience/items/properties/started_on/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.experience.items.properties.started_on.type,parentSchema:schema11.properties.experience.items.properties.started_on,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data10.ended_on !== undefined){
let data14 = data10.ended_on;
if(typeof data14 === "string"){
if(!pattern0.test(data14)){
const err37 = {instancePath:instancePath+"/experience/" + i0+"/ended_on",schemaPath:"#/properties/experience/items/properties/ended_on/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.experience.items.properties.ended_on,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/experience/" + i0+"/ended_on",schemaPath:"#/properties/experience/items/properties/ended_on/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.experience.items.properties.ended_on.type,parentSchema:schema11.properties.experience.items.properties.ended_on,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data10.description !== undefined){
let data15 = data10.description;
if(typeof data15 === "string"){
if(data15.length > 2000){
const err39 = {instancePath:instancePath+"/experience/" + i0+"/description",schemaPath:"#/properties/experience/items/properties/description/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.experience.items.properties.description,data:data15};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/experience/" + i0+"/description",schemaPath:"#/properties/experience/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.experience.items.properties.description.type,parentSchema:schema11.properties.experience.items.properties.description,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data10.id !== undefined){
let data16 = data10.id;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err41 = {instancePath:instancePath+"/experience/" + i0+"/id",schemaPath:"#/properties/experience/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.experience.items.properties.id.type,parentSchema:schema11.properties.experience.items.properties.id,data:data16};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 > 2147483647 || isNaN(data16)){
const err42 = {instancePath:instancePath+"/experience/" + i0+"/id",schemaPath:"#/properties/experience/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.experience.items.properties.id,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data16 < 1 || isNaN(data16)){
const err43 = {instancePath:instancePath+"/experience/" + i0+"/id",schemaPath:"#/properties/experience/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.experience.items.properties.id,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
}
else {
const err44 = {instancePath:instancePath+"/experience/" + i0,schemaPath:"#/properties/experience/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.experience.items.type,parentSchema:schema11.properties.experience.items,data:data10};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/experience",schemaPath:"#/properties/experience/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.experience.type,parentSchema:schema11.properties.experience,data:data9};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.languages !== undefined){
let data17 = data.languages;
if(Array.isArray(data17)){
if(data17.length > 200){
const err46 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema11.properties.languages,data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
let data18 = data17[i1];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.language === undefined){
const err47 = {instancePath:instancePath+"/languages/" + i1,schemaPath:"#/properties/languages/items/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'",schema:schema11.properties.languages.items.required,parentSchema:schema11.properties.languages.items,data:data18};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data18.level_id === undefined){
const err48 = {instancePath:instancePath+"/languages/" + i1,schemaPath:"#/properties/languages/items/required",keyword:"required",params:{missingProperty: "level_id"},message:"must have required property '"+"level_id"+"'",schema:schema11.properties.languages.items.required,parentSchema:schema11.properties.languages.items,data:data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key1 in data18){
if(!(((key1 === "language") || (key1 === "level_id")) || (key1 === "id"))){
const err49 = {instancePath:instancePath+"/languages/" + i1,schemaPath:"#/properties/languages/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.languages.items,data:data18};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data18.language !== undefined){
let data19 = data18.language;
if(typeof data19 === "string"){
if(data19.length > 60){
const err50 = {instancePath:instancePath+"/languages/" + i1+"/language",schemaPath:"#/properties/languages/items/properties/language/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters",schema:60,parentSchema:schema11.properties.languages.items.properties.language,data:data19};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data19.length < 1){
const err51 = {instancePath:instancePath+"/languages/" + i1+"/language",schemaPath:"#/properties/languages/items/properties/language/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.languages.items.properties.language,data:data19};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/languages/" + i1+"/language",schemaPath:"#/properties/languages/items/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.languages.items.properties.language.type,parentSchema:schema11.properties.languages.items.properties.language,data:data19};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data18.level_id !== undefined){
let data20 = data18.level_id;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err53 = {instancePath:instancePath+"/languages/" + i1+"/level_id",schemaPath:"#/properties/languages/items/properties/level_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.languages.items.properties.level_id.type,parentSchema:schema11.properties.languages.items.properties.level_id,data:data20};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!((((((data20 === 1) || (data20 === 2)) || (data20 === 3)) || (data20 === 4)) || (data20 === 5)) || (data20 === 6))){
const err54 = {instancePath:instancePath+"/languages/" + i1+"/level_id",schemaPath:"#/properties/languages/items/properties/level_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.languages.items.properties.level_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.languages.items.properties.level_id.enum,parentSchema:schema11.properties.languages.items.properties.level_id,data:data20};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 > 2147483647 || isNaN(data20)){
const err55 = {instancePath:instancePath+"/languages/" + i1+"/level_id",schemaPath:"#/properties/languages/items/properties/level_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.languages.items.properties.level_id,data:data20};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data18.id !== undefined){
let data21 = data18.id;
if(!((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21)))){
const err56 = {instancePath:instancePath+"/languages/" + i1+"/id",schemaPath:"#/properties/languages/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.languages.items.properties.id.type,parentSchema:schema11.properties.languages.items.properties.id,data:data21};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(typeof data21 == "number"){
if(data21 > 2147483647 || isNaN(data21)){
const err57 = {instancePath:instancePath+"/languages/" + i1+"/id",schemaPath:"#/properties/languages/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.languages.items.properties.id,data:data21};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data21 < 1 || isNaN(data21)){
const err58 = {instancePath:instancePath+"/languages/" + i1+"/id",schemaPath:"#/properties/languages/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.languages.items.properties.id,data:data21};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
}
else {
const err59 = {instancePath:instancePath+"/languages/" + i1,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.languages.items.type,parentSchema:schema11.properties.languages.items,data:data18};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.languages.type,parentSchema:schema11.properties.languages,data:data17};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.links !== undefined){
let data22 = data.links;
if(Array.isArray(data22)){
if(data22.length > 200){
const err61 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema11.properties.links,data:data22};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
const len2 = data22.length;
for(let i2=0; i2<len2; i2++){
let data23 = data22[i2];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.label === undefined){
const err62 = {instancePath:instancePath+"/links/" + i2,schemaPath:"#/properties/links/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema11.properties.links.items.required,parentSchema:schema11.properties.links.items,data:data23};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data23.url === undefined){
const err63 = {instancePath:instancePath+"/links/" + i2,schemaPath:"#/properties/links/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema11.properties.links.items.required,parentSchema:schema11.properties.links.items,data:data23};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key2 in data23){
if(!(((key2 === "label") || (key2 === "url")) || (key2 === "id"))){
const err64 = {instancePath:instancePath+"/links/" + i2,schemaPath:"#/properties/links/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.links.items,data:data23};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data23.label !== undefined){
let data24 = data23.label;
if(typeof data24 === "string"){
if(data24.length > 100){
const err65 = {instancePath:instancePath+"/links/" + i2+"/label",schemaPath:"#/properties/links/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.links.items.properties.label,data:data24};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data24.length < 1){
const err66 = {instancePath:instancePath+"/links/" + i2+"/label",schemaPath:"#/properties/links/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.links.items.properties.label,data:data24};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/links/" + i2+"/label",schemaPath:"#/properties/links/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.links.items.properties.label.type,parentSchema:schema11.properties.links.items.properties.label,data:data24};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data23.url !== undefined){
let data25 = data23.url;
if(typeof data25 === "string"){
if(data25.length > 500){
const err68 = {instancePath:instancePath+"/links/" + i2+"/url",schemaPath:"#/properties/links/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema11.properties.links.items.properties.url,data:data25};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data25.length < 1){
const err69 = {instancePath:instancePath+"/links/" + i2+"/url",schemaPath:"#/properties/links/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.links.items.properties.url,data:data25};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/links/" + i2+"/url",schemaPath:"#/properties/links/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.links.items.properties.url.type,parentSchema:schema11.properties.links.items.properties.url,data:data25};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data23.id !== undefined){
let data26 = data23.id;
if(!((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26)))){
const err71 = {instancePath:instancePath+"/links/" + i2+"/id",schemaPath:"#/properties/links/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.links.items.properties.id.type,parentSchema:schema11.properties.links.items.properties.id,data:data26};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(typeof data26 == "number"){
if(data26 > 2147483647 || isNaN(data26)){
const err72 = {instancePath:instancePath+"/links/" + i2+"/id",schemaPath:"#/properties/links/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.links.items.properties.id,data:data26};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(data26 < 1 || isNaN(data26)){
const err73 = {instancePath:instancePath+"/links/" + i2+"/id",schemaPath:"#/properties/links/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.links.items.properties.id,data:data26};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
}
else {
const err74 = {instancePath:instancePath+"/links/" + i2,schemaPath:"#/properties/links/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.links.items.type,parentSchema:schema11.properties.links.items,data:data23};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.links.type,parentSchema:schema11.properties.links,data:data22};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.cv !== undefined){
let data27 = data.cv;
if(typeof data27 === "string"){
if(data27.length > 255){
const err76 = {instancePath:instancePath+"/cv",schemaPath:"#/properties/cv/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.cv,data:data27};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/cv",schemaPath:"#/properties/cv/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.cv.type,parentSchema:schema11.properties.cv,data:data27};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
