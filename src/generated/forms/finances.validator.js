// generated — edit screens/finances.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const financesForm = validate27;
const schema28 = {"$id":"financesForm","type":"object","required":["student_id","learn_year_id","total_fee","annual_fee"],"properties":{"student_id":{"type":"integer","minimum":0,"maximum":2147483647},"learn_year_id":{"type":"integer","minimum":0,"maximum":2147483647},"total_fee":{"type":"number","minimum":0,"maximum":100000000},"annual_fee":{"type":"number","minimum":0,"maximum":100000000},"grant_amount":{"type":"number","minimum":0,"maximum":100000000},"discount":{"type":"number","minimum":0,"maximum":100000000},"stipend":{"type":"number","minimum":0,"maximum":100000000},"prev_debt":{"type":"number","minimum":0,"maximum":100000000},"paid_amount":{"type":"number","minimum":0,"maximum":100000000},"remaining_amount":{"type":"number","minimum":0,"maximum":100000000}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="financesForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.student_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "student_id"},message:"must have required property '"+"student_id"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.learn_year_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "learn_year_id"},message:"must have required property '"+"learn_year_id"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.total_fee === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_fee"},message:"must have required property '"+"total_fee"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.annual_fee === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "annual_fee"},message:"must have required property '"+"annual_fee"+"'",schema:schema28.required,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.student_id !== undefined){
let data0 = data.student_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err4 = {instancePath:instancePath+"/student_id",schemaPath:"#/properties/student_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema28.properties.student_id.type,parentSchema:schema28.properties.student_id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 2147483647 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/student_id",schemaPath:"#/properties/student_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema28.properties.student_id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/student_id",schemaPath:"#/properties/student_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema28.properties.student_id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.learn_year_id !== undefined){
let data1 = data.learn_year_id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err7 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema28.properties.learn_year_id.type,parentSchema:schema28.properties.learn_year_id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 2147483647 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema28.properties.learn_year_id,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema28.properties.learn_year_id,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.total_fee !== undefined){
let data2 = data.total_fee;
if(typeof data2 == "number"){
if(data2 > 100000000 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/total_fee",schemaPath:"#/properties/total_fee/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema28.properties.total_fee,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/total_fee",schemaPath:"#/properties/total_fee/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema28.properties.total_fee,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/total_fee",schemaPath:"#/properties/total_fee/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema28.properties.total_fee.type,parentSchema:schema28.properties.total_fee,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.annual_fee !== undefined){
let data3 = data.annual_fee;
if(typeof data3 == "number"){
if(data3 > 100000000 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/annual_fee",schemaPath:"#/properties/annual_fee/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema28.properties.annual_fee,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/annual_fee",schemaPath:"#/properties/annual_fee/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema28.properties.annual_fee,data:data3};
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
const err15 = {instancePath:instancePath+"/annual_fee",schemaPath:"#/properties/annual_fee/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema28.properties.annual_fee.type,parentSchema:schema28.properties.annual_fee,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.grant_amount !== undefined){
let data4 = data.grant_amount;
if(typeof data4 == "number"){
if(data4 > 100000000 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/grant_amount",schemaPath:"#/properties/grant_amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema28.properties.grant_amount,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/grant_amount",schemaPath:"#/properties/grant_amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema28.properties.grant_amount,data:data4};
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
const err18 = {instancePath:instancePath+"/grant_amount",schemaPath:"#/properties/grant_amount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema28.properties.grant_amount.type,parentSchema:schema28.properties.grant_amount,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.discount !== undefined){
let data5 = data.discount;
if(typeof data5 == "number"){
if(data5 > 100000000 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema28.properties.discount,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema28.properties.discount,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema28.properties.discount.type,parentSchema:schema28.properties.discount,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.stipend !== undefined){
let data6 = data.stipend;
if(typeof data6 == "number"){
if(data6 > 100000000 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/stipend",schemaPath:"#/properties/stipend/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema28.properties.stipend,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err23 = {instancePath:instancePath+"/stipend",schemaPath:"#/properties/stipend/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema28.properties.stipend,data:data6};
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
const err24 = {instancePath:instancePath+"/stipend",schemaPath:"#/properties/stipend/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema28.properties.stipend.type,parentSchema:schema28.properties.stipend,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.prev_debt !== undefined){
let data7 = data.prev_debt;
if(typeof data7 == "number"){
if(data7 > 100000000 || isNaN(data7)){
const err25 = {instancePath:instancePath+"/prev_debt",schemaPath:"#/properties/prev_debt/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema28.properties.prev_debt,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/prev_debt",schemaPath:"#/properties/prev_debt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema28.properties.prev_debt,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/prev_debt",schemaPath:"#/properties/prev_debt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema28.properties.prev_debt.type,parentSchema:schema28.properties.prev_debt,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.paid_amount !== undefined){
let data8 = data.paid_amount;
if(typeof data8 == "number"){
if(data8 > 100000000 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/paid_amount",schemaPath:"#/properties/paid_amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema28.properties.paid_amount,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/paid_amount",schemaPath:"#/properties/paid_amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema28.properties.paid_amount,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/paid_amount",schemaPath:"#/properties/paid_amount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema28.properties.paid_amount.type,parentSchema:schema28.properties.paid_amount,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.remaining_amount !== undefined){
let data9 = data.remaining_amount;
if(typeof data9 == "number"){
if(data9 > 100000000 || isNaN(data9)){
const err31 = {instancePath:instancePath+"/remaining_amount",schemaPath:"#/properties/remaining_amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema28.properties.remaining_amount,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err32 = {instancePath:instancePath+"/remaining_amount",schemaPath:"#/properties/remaining_amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema28.properties.remaining_amount,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/remaining_amount",schemaPath:"#/properties/remaining_amount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema28.properties.remaining_amount.type,parentSchema:schema28.properties.remaining_amount,data:data9};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.type,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
